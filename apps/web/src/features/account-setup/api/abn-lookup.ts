import type { TAbnLookup } from '@portal/contracts/api/account-setup';
import { http } from '@/shared/api/http-client';

/** POST /api/utils/abn-lookup/ -> the organisation name of an ABN (errors.error_1.message when unknown). */
export const lookupAbn = (abn: string) =>
  http.post<TAbnLookup>('/utils/abn-lookup/', { abn }, { errors: { mode: 'form' } });
