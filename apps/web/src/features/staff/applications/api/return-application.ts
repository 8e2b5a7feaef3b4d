import type {
  TApplicationDecisionResponse,
  TReturnApplicationRequest,
} from '@portal/contracts/api/staff-operations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { staffApplicationsKey } from './staff-application-keys';

/** POST /api/staff/applications/{id}/return/ { reason } -> { detail, status, status_display }. */
export const returnApplication = ({ id, ...body }: { id: number } & TReturnApplicationRequest) =>
  http.post<TApplicationDecisionResponse>(`/staff/applications/${id}/return/`, body, {
    errors: { mode: 'form' },
  });

/** The queue and the application are read again. */
export const useReturnApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: returnApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffApplicationsKey }),
  });
};
