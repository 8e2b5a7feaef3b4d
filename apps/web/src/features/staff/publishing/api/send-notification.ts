import type {
  TStaffNotificationRequest,
  TStaffNotificationResponse,
} from '@portal/contracts/api/notifications';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/staff/notifications/ -> { created }: to one user or every client of an application. */
export const sendNotification = (body: TStaffNotificationRequest) =>
  http.post<TStaffNotificationResponse>('/staff/notifications/', body, { errors: { mode: 'form' } });

export const useSendNotification = () => useMutation({ mutationFn: sendNotification });
