import type { TGender } from '@portal/contracts/api/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { gendersKey } from '@/shared/api/lookup-keys';

/** GET /api/genders/ -> [{ id, key, title }]: the gender choices. */
export const fetchGenders = () => http.get<TGender[]>('/genders/');

export const gendersQueryOptions = () =>
  queryOptions({ queryKey: gendersKey, queryFn: fetchGenders, staleTime: Number.POSITIVE_INFINITY });

export const useGenders = () => useQuery(gendersQueryOptions());
