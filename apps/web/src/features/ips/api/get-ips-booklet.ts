import type { TIpsBooklet } from '@portal/contracts/api/ips';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { bookletKey } from './ips-keys';

/** GET /api/ips/booklet/ -> { booklet }: where the investment options booklet is. */
export const fetchIpsBooklet = () => http.get<TIpsBooklet>('/ips/booklet/');

export const ipsBookletQueryOptions = () => queryOptions({ queryKey: bookletKey, queryFn: fetchIpsBooklet });

export const useIpsBooklet = () => useQuery(ipsBookletQueryOptions());
