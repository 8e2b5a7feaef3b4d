import {
  importJobFinished,
  type TAvailability,
  type TImportJob,
} from '@portal/contracts/api/staff-operations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export const staffDataKey = ['staff', 'data'] as const;
/** How often a job under way is read again. */
export const IMPORT_POLL_MS = 1000;

export const availabilityOptions = () =>
  queryOptions({
    queryKey: [...staffDataKey, 'availability'],
    queryFn: ({ signal }) => http.get<TAvailability>('/staff/data/availability/', { signal }),
  });
export const useAvailability = () => useQuery(availabilityOptions());

export const recentImportsOptions = () =>
  queryOptions({
    queryKey: [...staffDataKey, 'imports'],
    queryFn: ({ signal }) => http.get<TImportJob[]>('/staff/data/imports/', { signal }),
  });
export const useRecentImports = () => useQuery(recentImportsOptions());

/** One job, polled until it is done or failed (the job lives on the server: a reload finds it again). */
export const useImportJob = (id: number | null) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...staffDataKey, 'imports', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const job = await http.get<TImportJob>(`/staff/data/imports/${id}/`, { signal });
      // A finished import moves the availability date and the list of imports.
      if (importJobFinished(job)) {
        void queryClient.invalidateQueries({ queryKey: [...staffDataKey, 'availability'] });
        void queryClient.invalidateQueries({ queryKey: [...staffDataKey, 'imports'], exact: true });
      }
      return job;
    },
    refetchInterval: (query) =>
      query.state.data && importJobFinished(query.state.data) ? false : IMPORT_POLL_MS,
  });
};

export const useStartImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      return http.post<TImportJob>('/staff/data/imports/', form, { errors: { mode: 'form' } });
    },
    onSuccess: (job) => {
      queryClient.setQueryData([...staffDataKey, 'imports', job.id], job);
      void queryClient.invalidateQueries({ queryKey: [...staffDataKey, 'imports'], exact: true });
    },
  });
};
