import { bsbPath, type TBsbDetails } from '@portal/contracts/api/bank-accounts';
import { http } from '@/shared/api/http-client';
import { local } from './bank-accounts-keys';

/**
 * GET /api/utils/bsb/{bsb}/ -> { bank, branch, ... }: every failure is the caller's (no toast). The form asks it
 * from a debounced effect that drops a lookup still in flight (useBsbLookup), so it has no query of its
 * own.
 */
export const fetchBsbDetails = (bsb: string, signal?: AbortSignal) =>
  http.get<TBsbDetails>(local(bsbPath(bsb)), { signal, errors: { mode: 'silent' } });
