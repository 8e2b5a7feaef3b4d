import type { TSecurityRestrictions } from '@portal/contracts/api/ips';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { securityRestrictionsKey } from './ips-keys';

/** GET /api/ips/{id}/security-restrictions/ -> [{ id, name, units, cost_base, date, restriction_type }]. */
export const fetchSecurityRestrictions = (ipsId: number) =>
  http.get<TSecurityRestrictions>(`/ips/${ipsId}/security-restrictions/`);

export const securityRestrictionsQueryOptions = (ipsId: number) =>
  queryOptions({ queryKey: securityRestrictionsKey(ipsId), queryFn: () => fetchSecurityRestrictions(ipsId) });

export const useSecurityRestrictions = (ipsId: number) => useQuery(securityRestrictionsQueryOptions(ipsId));
