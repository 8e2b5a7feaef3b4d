import type { TStateDocumentInfo } from '@portal/contracts/api/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { statesDocumentInfoKey } from '@/shared/api/lookup-keys';

/** GET /api/utils/states-document-info/ -> [{ state, has_card_number }]: which states' driver licences carry a card number. */
export const fetchStatesDocumentInfo = () => http.get<TStateDocumentInfo[]>('/utils/states-document-info/');

export const statesDocumentInfoQueryOptions = () =>
  queryOptions({
    queryKey: statesDocumentInfoKey,
    queryFn: fetchStatesDocumentInfo,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useStatesDocumentInfo = () => useQuery(statesDocumentInfoQueryOptions());
