// GET /api/utils/au-states/: the Australian states mapping (code, name).
import type { TAuState } from '@portal/contracts/api/lookups';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export const useAuStates = () =>
  useQuery({
    queryKey: ['lookups', 'au-states'] as const,
    queryFn: () => http.get<TAuState[]>('/utils/au-states/'),
    staleTime: Number.POSITIVE_INFINITY,
  });
