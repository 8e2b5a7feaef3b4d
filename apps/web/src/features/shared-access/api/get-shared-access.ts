import type { TSharedAccessGrantsResponse } from '@portal/contracts/api/shared-access';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { sharedAccessKey } from './shared-access-keys';

/** GET /api/profiles/my/shared-access/ -> the people the investor shares accounts with. */
export const fetchSharedAccess = () => http.get<TSharedAccessGrantsResponse>('/profiles/my/shared-access/');

export const sharedAccessQueryOptions = () =>
  queryOptions({ queryKey: sharedAccessKey, queryFn: fetchSharedAccess });

export const useSharedAccess = () => useQuery(sharedAccessQueryOptions());
