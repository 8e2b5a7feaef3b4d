import type { TStaffActAs } from '@portal/contracts/api/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

type TDetail = { detail: string };

/** POST /api/staff/clients/{id}/act-as/ -> who the staff member now acts for (logged). */
export const startActingAs = (id: number) => http.post<TStaffActAs>(`/staff/clients/${id}/act-as/`);

/** POST /api/staff/clients/{id}/act-as/end/: sent without the managed-user header, after leaving the mode. */
export const stopActingAs = (id: number) => http.post<TDetail>(`/staff/clients/${id}/act-as/end/`);

/** Unblock, or reset login two-factor: POST /api/staff/clients/{id}/{action}/ -> { detail }. */
export const useClientAction = (id: number, action: 'unblock' | 'reset-two-factor') => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<TDetail>(`/staff/clients/${id}/${action}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
};
