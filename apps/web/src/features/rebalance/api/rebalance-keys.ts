// Every rebalance query lives under ['rebalance']. The dashboard's latest-report query is
// ['rebalance', 'latest-report'] (features/dashboard/api/get-latest-rebalance.ts); a report marked seen
// invalidates it by that key, as features do not import each other's insides.
export const rebalanceKey = ['rebalance'] as const;
export const latestRebalanceKey = [...rebalanceKey, 'latest-report'] as const;
export const rebalanceAccountsKey = [...rebalanceKey, 'accounts'] as const;
export const rebalanceReportTypesKey = [...rebalanceKey, 'report-types'] as const;
export const rebalanceReportsKey = [...rebalanceKey, 'reports'] as const;
export const rebalanceReportKey = (id: number) => [...rebalanceKey, 'report', id] as const;
