import type { TNameTitle } from '@portal/contracts/api/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { nameTitlesKey } from '@/shared/api/lookup-keys';

type TGenderId = number | string | null | undefined;

/** GET /api/name-titles/?gender=<id> -> [{ id, title }]: the titles offered for a gender. */
export const fetchNameTitles = (gender: TGenderId) =>
  http.get<TNameTitle[]>('/name-titles/', { query: { gender } });

/** Asked only once a gender is chosen. */
export const nameTitlesQueryOptions = (gender: TGenderId) =>
  queryOptions({
    queryKey: nameTitlesKey(gender),
    queryFn: () => fetchNameTitles(gender),
    enabled: gender !== null && gender !== undefined && gender !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useNameTitles = (gender: TGenderId) => useQuery(nameTitlesQueryOptions(gender));
