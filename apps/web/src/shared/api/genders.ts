// GET /api/genders/: gender choices (id, key, title).
import type { TGender } from '@portal/contracts/api/lookups';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export const useGenders = () =>
  useQuery({
    queryKey: ['lookups', 'genders'] as const,
    queryFn: () => http.get<TGender[]>('/genders/'),
    staleTime: Number.POSITIVE_INFINITY,
  });
