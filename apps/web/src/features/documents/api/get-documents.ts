import type { TDocumentOrdering, TDocuments } from '@portal/contracts/api/documents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { documentsKey } from './documents-keys';

/** What the table asks with; the page is 1-based. */
export type TDocumentsParams = {
  search: string;
  isAnnualSummaryTaxPack: boolean;
  ordering: TDocumentOrdering;
  page: number;
  pageSize: number;
};

/** GET /api/documents/?search=&page=&page_size=&ordering=&is_annual_summary_tax_pack=true -> { count, results }. */
export const fetchDocuments = (params: TDocumentsParams, signal?: AbortSignal) =>
  http.get<TDocuments>('/documents/', {
    query: {
      search: params.search || undefined,
      page: params.page,
      page_size: params.pageSize,
      ordering: params.ordering,
      // Off means every document: the parameter is only sent when the switch is on.
      is_annual_summary_tax_pack: params.isAnnualSummaryTaxPack ? 'true' : undefined,
    },
    signal,
  });

export const documentsQueryOptions = (params: TDocumentsParams) =>
  queryOptions({
    queryKey: [...documentsKey, 'list', params],
    queryFn: ({ signal }) => fetchDocuments(params, signal),
  });

/** The previous page stays on screen while the next loads. */
export const useDocuments = (params: TDocumentsParams) =>
  useQuery({ ...documentsQueryOptions(params), placeholderData: keepPreviousData });
