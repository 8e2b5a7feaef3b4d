import type { TJwtLoginResponse } from '@portal/contracts/api/auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { clearLocalSession } from '@/shared/session/local-logout';
import { sessionStore } from '@/shared/session/session-store';
import { deviceStorage } from '@/shared/storage/device-storage';

/** POST /api/auth/jwt_login/ { jwt_token } -> { key, extra_permissions, managed_user_id }; failures shown in place. */
export const jwtLogin = (jwtToken: string) =>
  http.post<TJwtLoginResponse>('/auth/jwt_login/', { jwt_token: jwtToken }, { errors: { mode: 'silent' } });

/** The advisor's session replaces whatever this device held, acting for the managed user it names. */
export const useJwtLogin = () =>
  useMutation({
    mutationFn: jwtLogin,
    onSuccess: (answer) => {
      clearLocalSession();
      sessionStore.setToken(answer.key);
      sessionStore.setManagedUserId(answer.managed_user_id);
      deviceStorage.setExtraPermissions(answer.extra_permissions);
    },
  });
