import type { TAvailability } from '@portal/contracts/api/staff-operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { availabilityKey } from './staff-data-keys';

/** GET /api/staff/data/availability/ -> the latest availability and price dates the data holds. */
export const fetchAvailability = (signal?: AbortSignal) =>
  http.get<TAvailability>('/staff/data/availability/', { signal });

export const availabilityQueryOptions = () =>
  queryOptions({ queryKey: availabilityKey, queryFn: ({ signal }) => fetchAvailability(signal) });

export const useAvailability = () => useQuery(availabilityQueryOptions());
