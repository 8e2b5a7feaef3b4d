import type { TAuState } from '@portal/contracts/api/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { auStatesKey } from '@/shared/api/lookup-keys';

/** GET /api/utils/au-states/ -> [{ code, name }]: the Australian states mapping. */
export const fetchAuStates = () => http.get<TAuState[]>('/utils/au-states/');

export const auStatesQueryOptions = () =>
  queryOptions({ queryKey: auStatesKey, queryFn: fetchAuStates, staleTime: Number.POSITIVE_INFINITY });

export const useAuStates = () => useQuery(auStatesQueryOptions());
