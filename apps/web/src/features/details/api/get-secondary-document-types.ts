import type { TAvailableSecondaryTypesResponse } from '@portal/contracts/api/details';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { detailsKeys } from './details-keys';

/** GET /api/secondary-verification-document/available-types/ -> { available_types }. */
export const fetchSecondaryDocumentTypes = () =>
  http.get<TAvailableSecondaryTypesResponse>('/secondary-verification-document/available-types/');

export const secondaryDocumentTypesQueryOptions = () =>
  queryOptions({ queryKey: detailsKeys.secondaryDocumentTypes, queryFn: fetchSecondaryDocumentTypes });

export const useSecondaryDocumentTypes = () => useQuery(secondaryDocumentTypesQueryOptions());
