import type { TViewableInvestorsResponse } from '@portal/contracts/api/shared-access';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { viewableAccountsKey } from './shared-access-keys';

/**
 * GET /api/profiles/my/viewable-accounts/ -> whose accounts the caller may view, shared with them. Asked
 * by the header and the home page on the way: a failure only leaves shared accounts unoffered.
 */
export const fetchViewableAccounts = () =>
  http.get<TViewableInvestorsResponse>('/profiles/my/viewable-accounts/', { errors: { mode: 'silent' } });

export const viewableAccountsQueryOptions = () =>
  queryOptions({ queryKey: viewableAccountsKey, queryFn: fetchViewableAccounts });

export const useViewableAccounts = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...viewableAccountsQueryOptions(), enabled });
