import type { TDocumentSuggestions } from '@portal/contracts/api/documents';
import { SUGGESTION_MIN_CHARS } from '@portal/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '@/shared/api/http-client';
import { documentsKey } from './documents-keys';

/** GET /api/documents/search/?search= -> [{ group, options }] (autosuggest errors are only logged). */
export const fetchDocumentSuggestions = (search: string, signal?: AbortSignal) =>
  http.get<TDocumentSuggestions>('/documents/search/', {
    query: { search },
    signal,
    errors: { mode: 'silent' },
  });

export const documentSuggestionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...documentsKey, 'suggestions', search],
    queryFn: ({ signal }) => fetchDocumentSuggestions(search, signal),
    staleTime: 60_000,
    retry: false,
  });

/** Asked only for more than 2 characters (the caller debounces the text); a failure is only logged. */
export const useDocumentSuggestions = (search: string) => {
  const query = useQuery({
    ...documentSuggestionsQueryOptions(search),
    enabled: search.length >= SUGGESTION_MIN_CHARS,
  });
  useEffect(() => {
    if (query.error) console.warn('Document suggestions failed', query.error);
  }, [query.error]);
  return query;
};
