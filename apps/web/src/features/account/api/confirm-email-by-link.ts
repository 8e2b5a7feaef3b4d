import type { TDetailResponse } from '@portal/contracts/api/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { profileQueryKey } from '@/shared/session/profile-key';
import { confirmEmailByLinkKey } from './account-keys';

/** POST /api/profiles/my/confirm-email-address-by-link/ { key } -> { detail }; 400 { detail } when void. */
export const confirmEmailByLink = (key: string) =>
  http.post<TDetailResponse>(
    '/profiles/my/confirm-email-address-by-link/',
    { key },
    { errors: { mode: 'silent' } },
  );

/**
 * A query, not a mutation: the key is single use and must be sent once even when React renders twice,
 * so the answer is cached for good. A confirmed change is read into the profile again.
 */
export const confirmEmailByLinkQueryOptions = (key: string) =>
  queryOptions({
    queryKey: confirmEmailByLinkKey(key),
    queryFn: async ({ client }) => {
      const answer = await confirmEmailByLink(key);
      void client.invalidateQueries({ queryKey: profileQueryKey });
      return answer;
    },
    enabled: key !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const useConfirmEmailByLink = (key: string) => useQuery(confirmEmailByLinkQueryOptions(key));
