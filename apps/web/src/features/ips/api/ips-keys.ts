// Every IPS query of an account lives under ['ips'], so a finished step or a signature reads them all
// again. The lists the wizard offers (labels, holding arrangements, booklet) and the portfolio details
// have keys of their own.
export const ipsKey = ['ips'] as const;
export const ipsStartKey = (accountId: number) => [...ipsKey, 'start', accountId] as const;
export const accountIpsKey = (accountId: number) => [...ipsKey, 'account', accountId] as const;
export const allocationKey = (ipsId: number) => [...ipsKey, 'allocation', ipsId] as const;
export const industryRestrictionsKey = (ipsId: number) => [...ipsKey, 'industries', ipsId] as const;
export const securityRestrictionsKey = (ipsId: number) => [...ipsKey, 'securities', ipsId] as const;

export const tailoredLabelsKey = ['ips-tailored-labels'] as const;
export const holdingArrangementsKey = ['ips-holding-arrangements'] as const;
export const bookletKey = ['ips-booklet'] as const;

export const sourceOfFundsKey = ['source-of-funds'] as const;
export const accountingMethodsKey = ['accounting-methods'] as const;
export const portfolioApplicationKey = (accountId: number) => ['portfolio-application', accountId] as const;
