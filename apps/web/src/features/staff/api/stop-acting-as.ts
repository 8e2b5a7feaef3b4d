import type { TStaffDetailResponse } from '@portal/contracts/api/staff';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/staff/clients/{id}/act-as/end/ -> { detail }: sent without the managed-user header, after leaving the mode. */
export const stopActingAs = (id: number) =>
  http.post<TStaffDetailResponse>(`/staff/clients/${id}/act-as/end/`);

export const useStopActingAs = () => useMutation({ mutationFn: stopActingAs });
