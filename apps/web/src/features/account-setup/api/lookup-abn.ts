import type { TAbnLookup } from '@portal/contracts/api/account-setup';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/utils/abn-lookup/ -> the organisation name of an ABN (errors.error_1.message when unknown). */
export const lookupAbn = (abn: string) =>
  http.post<TAbnLookup>('/utils/abn-lookup/', { abn }, { errors: { mode: 'form' } });

/** A look-up in the business register: nothing cached changes. */
export const useLookupAbn = () => useMutation({ mutationFn: lookupAbn });
