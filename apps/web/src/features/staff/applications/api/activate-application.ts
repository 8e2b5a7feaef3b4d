import type { TApplicationDecisionResponse } from '@portal/contracts/api/staff-operations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { staffApplicationsKey } from './staff-application-keys';

/** POST /api/staff/applications/{id}/activate/ -> { detail, status, status_display }. */
export const activateApplication = (id: number) =>
  http.post<TApplicationDecisionResponse>(`/staff/applications/${id}/activate/`, {});

/** The queue and the application are read again. */
export const useActivateApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffApplicationsKey }),
  });
};
