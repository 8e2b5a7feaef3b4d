import type {
  TApplicationDecisionResponse,
  TApplicationQueue,
  TApplicationQueueResponse,
  TStaffApplication,
} from '@portal/contracts/api/staff-operations';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { saveFile } from '@/shared/lib/save-file';

export const staffApplicationsKey = ['staff', 'applications'] as const;

export type TQueueParams = { status: TApplicationQueue; search: string; page: number; pageSize: number };

/** GET /api/staff/applications/?status=&search=&page=&page_size= -> { count, counts, results }. */
export const applicationQueueOptions = (params: TQueueParams) =>
  queryOptions({
    queryKey: [...staffApplicationsKey, 'queue', params],
    queryFn: ({ signal }) =>
      http.get<TApplicationQueueResponse>('/staff/applications/', {
        query: {
          status: params.status,
          search: params.search || undefined,
          page: params.page,
          page_size: params.pageSize,
        },
        signal,
      }),
  });

export const useApplicationQueue = (params: TQueueParams) =>
  useQuery({ ...applicationQueueOptions(params), placeholderData: keepPreviousData });

export const staffApplicationOptions = (id: number) =>
  queryOptions({
    queryKey: [...staffApplicationsKey, 'detail', id],
    queryFn: ({ signal }) =>
      http.get<TStaffApplication>(`/staff/applications/${id}/`, {
        signal,
        errors: { handledStatuses: [404] },
      }),
  });

export const useStaffApplication = (id: number) => useQuery(staffApplicationOptions(id));

/** Activate, or return with a reason: the queue and the application are read again. */
export const useApplicationDecision = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { action: 'activate' } | { action: 'return'; reason: string }) =>
      decision.action === 'activate'
        ? http.post<TApplicationDecisionResponse>(`/staff/applications/${id}/activate/`, {})
        : http.post<TApplicationDecisionResponse>(
            `/staff/applications/${id}/return/`,
            { reason: decision.reason },
            { errors: { mode: 'form' } },
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffApplicationsKey }),
  });
};

/** A file of the application: fetched with the token (a plain link cannot carry it), then saved. */
export const useDownloadApplicationFile = () =>
  useMutation({
    mutationFn: async (file: { download_url: string; file_name: string }) =>
      saveFile(
        await http.get<Blob>(file.download_url.replace(/^\/api/, ''), { download: '*/*' }),
        file.file_name,
      ),
  });
