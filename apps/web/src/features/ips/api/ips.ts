// IPS calls (spec 001 section 7): start (POST IPS base), details, PATCH, DELETE draft, the strategic
// asset allocation, tailored labels (cached 15 minutes), holding arrangements, booklet, restrictions.
import {
  type TAccountIps,
  TAILORED_LABELS_CACHE_MINUTES,
  type THoldingArrangement,
  type TIndustryRestriction,
  type TIps,
  type TIpsSignResponse,
  type TSecurityRestriction,
  type TStrategicAssetAllocation,
  type TTailoredLabel,
} from '@portal/contracts/api/ips';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export const ipsKey = ['ips'] as const;
const form = { errors: { mode: 'form' as const } };

/** POST IPS base: the account's IPS in progress (started when there is none). */
export const ipsStartQuery = (accountId: number) =>
  queryOptions({
    queryKey: [...ipsKey, 'start', accountId] as const,
    queryFn: () => http.post<TIps>('/ips/', { account: accountId }),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useIpsStart = (accountId: number) => useQuery(ipsStartQuery(accountId));

/** The account's IPS for the summary and account page sections: a failure leaves them out, quietly. */
export const accountIpsQuery = (accountId: number) =>
  queryOptions({
    queryKey: [...ipsKey, 'account', accountId] as const,
    queryFn: () => http.get<TAccountIps>(`/accounts/${accountId}/ips/`, { errors: { mode: 'silent' } }),
  });
export const useAccountIps = (accountId: number, enabled = true) =>
  useQuery({ ...accountIpsQuery(accountId), enabled });

export const patchIps = (id: number, body: Record<string, unknown>) =>
  http.patch<TIps>(`/ips/${id}/`, body, form);
export const deleteIpsDraft = (id: number) => http.delete<void>(`/ips/${id}/`, form);
/** An active account's finished draft goes for signature (an 'ips' change request). */
export const sendIpsForSignature = (id: number) =>
  http.post<TIpsSignResponse>(`/ips/${id}/send-for-signature/`, {}, form);

export const allocationQuery = (ipsId: number) =>
  queryOptions({
    queryKey: [...ipsKey, 'allocation', ipsId] as const,
    queryFn: () => http.get<TStrategicAssetAllocation>(`/ips/${ipsId}/strategic-asset-allocation/`),
  });
export const useAllocation = (ipsId: number) => useQuery(allocationQuery(ipsId));
export const putAllocation = (ipsId: number, body: unknown) =>
  http.put<TStrategicAssetAllocation>(`/ips/${ipsId}/strategic-asset-allocation/`, body, form);

export const useTailoredLabels = () =>
  useQuery({
    queryKey: ['ips-tailored-labels'],
    queryFn: () => http.get<TTailoredLabel[]>('/ips/tailored-labels/'),
    staleTime: TAILORED_LABELS_CACHE_MINUTES * 60 * 1000,
    gcTime: TAILORED_LABELS_CACHE_MINUTES * 60 * 1000,
  });
export const useHoldingArrangements = () =>
  useQuery({
    queryKey: ['ips-holding-arrangements'],
    queryFn: () => http.get<THoldingArrangement[]>('/ips/holding-arrangements/'),
    staleTime: 15 * 60 * 1000,
  });
export const useBooklet = () =>
  useQuery({ queryKey: ['ips-booklet'], queryFn: () => http.get<{ booklet: string }>('/ips/booklet/') });

export const industryRestrictionsQuery = (ipsId: number) =>
  queryOptions({
    queryKey: [...ipsKey, 'industries', ipsId] as const,
    queryFn: () => http.get<TIndustryRestriction[]>(`/ips/${ipsId}/industry-restrictions/`),
  });
export const useIndustryRestrictions = (ipsId: number) => useQuery(industryRestrictionsQuery(ipsId));
export const saveIndustryRestrictions = (ipsId: number, body: unknown) =>
  http.post<TIndustryRestriction[]>(`/ips/${ipsId}/industry-restrictions/`, body, form);

export const securityRestrictionsQuery = (ipsId: number) =>
  queryOptions({
    queryKey: [...ipsKey, 'securities', ipsId] as const,
    queryFn: () => http.get<TSecurityRestriction[]>(`/ips/${ipsId}/security-restrictions/`),
  });
export const useSecurityRestrictions = (ipsId: number) => useQuery(securityRestrictionsQuery(ipsId));
export const saveSecurityRestrictions = (ipsId: number, body: unknown) =>
  http.post<TSecurityRestriction[]>(`/ips/${ipsId}/security-restrictions/`, body, form);
