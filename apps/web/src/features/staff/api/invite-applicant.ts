import type { TStaffInvitationCreatedResponse, TStaffInvitationForm } from '@portal/contracts/api/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { staffKey } from './staff-keys';

/** POST /api/staff/invitations/ -> { detail, invitation }: the link by e-mail, the code by SMS. */
export const inviteApplicant = (body: TStaffInvitationForm) =>
  http.post<TStaffInvitationCreatedResponse>('/staff/invitations/', body, { errors: { mode: 'form' } });

export const useInviteApplicant = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteApplicant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
};
