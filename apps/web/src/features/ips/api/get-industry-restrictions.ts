import type { TIndustryRestrictions } from '@portal/contracts/api/ips';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { industryRestrictionsKey } from './ips-keys';

/** GET /api/ips/{id}/industry-restrictions/ -> the industry tree with each node's restriction. */
export const fetchIndustryRestrictions = (ipsId: number) =>
  http.get<TIndustryRestrictions>(`/ips/${ipsId}/industry-restrictions/`);

export const industryRestrictionsQueryOptions = (ipsId: number) =>
  queryOptions({ queryKey: industryRestrictionsKey(ipsId), queryFn: () => fetchIndustryRestrictions(ipsId) });

export const useIndustryRestrictions = (ipsId: number) => useQuery(industryRestrictionsQueryOptions(ipsId));
