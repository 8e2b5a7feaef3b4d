import { importJobFinished, type TImportJob } from '@portal/contracts/api/staff-operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { availabilityKey, importJobKey, importsKey } from './staff-data-keys';

/** How often a job under way is read again. */
export const IMPORT_POLL_MS = 1000;

/** GET /api/staff/data/imports/{id}/ -> one import job with its files' results. */
export const fetchImportJob = (id: number, signal?: AbortSignal) =>
  http.get<TImportJob>(`/staff/data/imports/${id}/`, { signal });

/** One job, polled until it is done or failed (the job lives on the server: a reload finds it again). */
export const importJobQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: importJobKey(id),
    enabled: id !== null,
    queryFn: async ({ signal, client }) => {
      const job = await fetchImportJob(id as number, signal);
      // A finished import moves the availability date and the list of imports.
      if (importJobFinished(job)) {
        void client.invalidateQueries({ queryKey: availabilityKey });
        void client.invalidateQueries({ queryKey: importsKey, exact: true });
      }
      return job;
    },
    refetchInterval: (query) =>
      query.state.data && importJobFinished(query.state.data) ? false : IMPORT_POLL_MS,
  });

export const useImportJob = (id: number | null) => useQuery(importJobQueryOptions(id));
