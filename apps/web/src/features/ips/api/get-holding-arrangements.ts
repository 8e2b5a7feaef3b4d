import type { THoldingArrangements } from '@portal/contracts/api/ips';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { holdingArrangementsKey } from './ips-keys';

/** GET /api/ips/holding-arrangements/ -> [{ id, name }]. */
export const fetchHoldingArrangements = () => http.get<THoldingArrangements>('/ips/holding-arrangements/');

export const holdingArrangementsQueryOptions = () =>
  queryOptions({
    queryKey: holdingArrangementsKey,
    queryFn: fetchHoldingArrangements,
    staleTime: 15 * 60 * 1000,
  });

export const useHoldingArrangements = () => useQuery(holdingArrangementsQueryOptions());
