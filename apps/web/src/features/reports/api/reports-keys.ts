// Every reports query lives under one key root, so a live event or a generate refreshes them together.
import type { TReportPeriodQuery } from '@portal/contracts/api/reports';

export const reportsKey = ['reports'] as const;
export const reportsListKey = [...reportsKey, 'list'] as const;
export const reportsCounterKey = [...reportsKey, 'counter'] as const;
export const favoritesKey = [...reportsKey, 'favorites'] as const;
export const favoritesForPeriodKey = (period: TReportPeriodQuery) => [...favoritesKey, period] as const;

/** The contract's paths start with /api, which the shared client adds itself. */
export const apiPath = (path: string): string => path.replace(/^\/api(?=\/)/, '');

/** A download link's path and query (the server may answer it absolute). */
export const linkPath = (link: string): string => {
  const url = new URL(link, window.location.origin);
  return `${url.pathname}${url.search}`;
};
