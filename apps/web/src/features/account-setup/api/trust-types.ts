// GET /api/trust-types/.
import type { TTrustType } from '@portal/contracts/api/entity-details';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export const useTrustTypes = () =>
  useQuery({
    queryKey: ['trust-types'],
    queryFn: () => http.get<TTrustType[]>('/trust-types/'),
    staleTime: Number.POSITIVE_INFINITY,
  });
