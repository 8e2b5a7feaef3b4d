import type { TApplication } from '@portal/contracts/api/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** GET /api/applications/ -> every product line (ipm, icf, viv) with its colours, favicon, logo and support e-mail. */
export const fetchApplications = () =>
  http.get<TApplication[]>('/applications/', { errors: { mode: 'silent' } });

export const applicationsQueryOptions = () =>
  queryOptions({
    queryKey: ['applications', 'list'],
    queryFn: fetchApplications,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useApplications = () => useQuery(applicationsQueryOptions());
