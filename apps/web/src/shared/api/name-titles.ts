// GET /api/name-titles/?gender=<id>: the titles offered for a gender.
import type { TNameTitle } from '@portal/contracts/api/lookups';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export const useNameTitles = (gender: number | string | null | undefined) =>
  useQuery({
    queryKey: ['lookups', 'name-titles', gender] as const,
    queryFn: () => http.get<TNameTitle[]>('/name-titles/', { query: { gender } }),
    enabled: gender !== null && gender !== undefined && gender !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
