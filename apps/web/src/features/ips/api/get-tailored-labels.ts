import { TAILORED_LABELS_CACHE_MINUTES, type TTailoredLabels } from '@portal/contracts/api/ips';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { tailoredLabelsKey } from './ips-keys';

const CACHE_MS = TAILORED_LABELS_CACHE_MINUTES * 60 * 1000;

/** GET /api/ips/tailored-labels/ -> [{ id, name }] (cached 15 minutes). */
export const fetchTailoredLabels = () => http.get<TTailoredLabels>('/ips/tailored-labels/');

export const tailoredLabelsQueryOptions = () =>
  queryOptions({
    queryKey: tailoredLabelsKey,
    queryFn: fetchTailoredLabels,
    staleTime: CACHE_MS,
    gcTime: CACHE_MS,
  });

export const useTailoredLabels = () => useQuery(tailoredLabelsQueryOptions());
