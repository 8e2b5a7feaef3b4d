import type { TLoginResponse } from '@portal/contracts/api/auth';
import type { TInvite } from '@portal/contracts/api/invitations';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { clearLocalSession } from '@/shared/session/local-logout';
import { profileQueryKey } from '@/shared/session/profile-key';
import { sessionStore } from '@/shared/session/session-store';

/**
 * Confirming the mobile number signs the invitee in: a clean session with the new key and the profile
 * it came with. The invite is read again with the key, and moves on to its next step.
 */
export const useSignInFromInvitation = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ key, profile }: TLoginResponse) => {
      clearLocalSession();
      sessionStore.setToken(key);
      if (profile) queryClient.setQueryData(profileQueryKey, profile);
    },
    [queryClient],
  );
};

/** A screen whose one button (Continue) makes one call and moves the invitation on. */
export type TContinueStepProps = {
  invite: TInvite;
  /** Makes the call and reads the invite again, which moves the screen on. */
  activate: () => Promise<unknown>;
};

/** A Continue button's call: busy while it runs (and the invite is read again); errors were shown already. */
export const useStepAction = (run: () => Promise<unknown>) => {
  const [busy, setBusy] = useState(false);
  const handle = async () => {
    setBusy(true);
    try {
      await run();
    } catch {
      // The error catalogue has told the user.
    } finally {
      setBusy(false);
    }
  };
  return { busy, handle };
};
