import type { TImportJob } from '@portal/contracts/api/staff-operations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { importJobKey, importsKey } from './staff-data-keys';

/** POST /api/staff/data/imports/ (multipart, `files`) -> 201 the new job, read on the server in the background. */
export const startImport = (files: File[]) => {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return http.post<TImportJob>('/staff/data/imports/', form, { errors: { mode: 'form' } });
};

export const useStartImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    onSuccess: (job) => {
      queryClient.setQueryData(importJobKey(job.id), job);
      void queryClient.invalidateQueries({ queryKey: importsKey, exact: true });
    },
  });
};
