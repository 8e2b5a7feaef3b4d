import type { TApplication } from '@portal/contracts/api/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { setReportedApplicationId } from '@/shared/application/application-id';
import { deviceStorage } from '@/shared/storage/device-storage';

/**
 * GET /api/applications/current/ -> which product line (ipm, icf, viv) this is, with its colours,
 * favicon, logo and support e-mail. Its id is reported with every later call.
 */
export const fetchCurrentApplication = async (): Promise<TApplication> => {
  const application = await http.get<TApplication>('/applications/current/', { errors: { mode: 'silent' } });
  setReportedApplicationId(application.id);
  return application;
};

export const currentApplicationQueryOptions = () =>
  queryOptions({
    // Keyed by the application chosen on this device (app-entry changes it), not by the answer.
    queryKey: ['applications', 'current', deviceStorage.getApplicationId()],
    queryFn: fetchCurrentApplication,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The current application, or undefined while it loads (or when the server cannot say). */
export const useCurrentApplication = (): TApplication | undefined =>
  useQuery(currentApplicationQueryOptions()).data;
