// Who a viewer (a person an investor shared accounts with) may act for, and which calls they may make
// while doing so. modules/auth/session-context.ts asks here on every request that carries the acting
// header from a user who is not staff: nothing is cached, so a revoked grant refuses the next request.
import type { Queryable } from '../../db/client.ts';
import { findViewerGrant } from './queries.ts';

/** What a viewer's request may read: the investor's accounts the grant covers, and nothing else. */
export type ViewerScope = { grantId: number; viewerName: string; accountIds: number[] };

/** The viewer's live grant from the investor, or null (never granted, not accepted yet, revoked). */
export async function viewerScopeFor(
  q: Queryable,
  viewer: { id: number; first_name: string; last_name: string },
  investorId: number,
): Promise<ViewerScope | null> {
  if (viewer.id === investorId) return null;
  const grant = await findViewerGrant(q, viewer.id, investorId);
  if (!grant) return null;
  return {
    grantId: grant.id,
    viewerName: `${viewer.first_name} ${viewer.last_name}`.trim(),
    accountIds: grant.accounts.map((a) => a.id),
  };
}

/**
 * The views a viewer's calls are logged as in the investor's activity log. A list view is logged once per
 * kind in VIEW_LOG_WINDOW_SECONDS; a download every time.
 */
export const VIEWS = {
  shared_dashboard_viewed: { everyTime: false },
  shared_documents_viewed: { everyTime: false },
  shared_document_downloaded: { everyTime: true },
  shared_reports_viewed: { everyTime: false },
  shared_report_downloaded: { everyTime: true },
} as const;
export type ViewKind = keyof typeof VIEWS;
export const VIEW_LOG_WINDOW_SECONDS = 5 * 60;

const DASHBOARD_READS = [
  '/api/ipm/dashboard/accounts/',
  '/api/ipm/latest-availability-date/',
  '/api/ipm/dashboard/filter-setup/',
  '/api/ipm/dashboard/total-asset-value/',
  '/api/ipm/dashboard/return-summary/',
  '/api/ipm/dashboard/returns-by-method/',
  '/api/ipm/dashboard/capital-performance/',
  '/api/ipm/dashboard/income/',
  '/api/ipm/dashboard/capital-movement/',
  '/api/ipm/dashboard/asset-allocation/',
  '/api/ipm/dashboard/investments/',
  '/api/ipm/dashboard/benchmarks/',
  // The investor's chosen benchmark is read, never set (its PUT is not listed).
  '/api/ipm/dashboard/benchmark-choice/',
  '/api/ipm/dashboard/benchmark-comparison/',
];

/**
 * Deny by default: the only calls a viewer context may make, each with the view it is logged as (null:
 * not a view of the investor's data). Everything else answers 403, whatever it is; a route added later
 * is refused until it is listed here. Only reads: a viewer changes nothing of the investor's, not even
 * the saved dashboard filter or a report's read mark, and generates no report.
 */
export const VIEWER_CALLS: ReadonlyMap<string, ViewKind | null> = new Map<string, ViewKind | null>([
  ...DASHBOARD_READS.map((url): [string, ViewKind] => [`GET ${url}`, 'shared_dashboard_viewed']),
  ['GET /api/documents/', 'shared_documents_viewed'],
  ['GET /api/documents/search/', null],
  ['GET /api/documents/:id/download/', 'shared_document_downloaded'],
  ['GET /api/ipm/reports/', 'shared_reports_viewed'],
  ['GET /api/ipm/reports/new-counter/', null],
  ['GET /api/ipm/reports/report-types/', null],
  ['GET /api/ipm/reports/:key/download/', 'shared_report_downloaded'],
  ['GET /api/ipm/reports/:key/download/csv/:type/', 'shared_report_downloaded'],
  // The viewer's own session, which the web client calls with the header as with every call: they act
  // on the signed-in viewer, never on the investor (the profile is the viewer's own, see profile/routes.ts).
  ['GET /api/profiles/my/', null],
  ['POST /api/auth/logout/', null],
  ['GET /api/auth/last-activity/', null],
  ['GET /api/auth/keep-alive/', null],
]);

/** `METHOD /route/pattern` of a call, as VIEWER_CALLS lists them. */
export const viewerMayCall = (route: string): boolean => VIEWER_CALLS.has(route);
