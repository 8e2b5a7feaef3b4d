import type { TExtraApplicationInfo } from '@portal/contracts/api/account-setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { applicationBundleIdKey } from './loan-notes-keys';

/**
 * GET /api/accounts/{id}/activation-steps/ -> the application's bundle id
 * (extra_application_info.data.loan_note_bundle_id of the account).
 */
export const fetchApplicationBundleId = async (account: number) =>
  (await http.get<TExtraApplicationInfo>(`/accounts/${account}/activation-steps/`)).data.loan_note_bundle_id;

export const applicationBundleIdQueryOptions = (account: number) =>
  queryOptions({
    queryKey: applicationBundleIdKey(account),
    queryFn: () => fetchApplicationBundleId(account),
  });

/** Asked once the account is known (0 until then). */
export const useApplicationBundleId = (account: number) =>
  useQuery({ ...applicationBundleIdQueryOptions(account), enabled: account > 0 });
