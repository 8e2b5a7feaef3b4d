// Opening a report: its link needs the Authorization header, so it is fetched with the shared client and
// shown from a blob URL in a new tab. The tab is opened at once, while the click still counts as the
// user's gesture (else popup blockers stop it), and pointed at the file when it has arrived.
import type { QueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { saveFile } from '@/shared/lib/save-file';
import { markReportReadAndRefresh } from './mark-report-read';
import { apiPath } from './reports-keys';

/** How long a blob URL stays valid after the tab has been pointed at it. */
const BLOB_URL_LIFETIME_MS = 60_000;

/** The link's path and query (the server may answer it absolute). */
const linkPath = (link: string): string => {
  const url = new URL(link, window.location.origin);
  return `${url.pathname}${url.search}`;
};

export const downloadReport = (link: string) =>
  http.get<Blob>(apiPath(linkPath(link)), { download: 'application/pdf' });

export const openReportInNewTab = async (link: string): Promise<void> => {
  const tab = window.open('', '_blank');
  let blob: Blob;
  try {
    blob = await downloadReport(link);
  } catch (error) {
    tab?.close();
    throw error;
  }
  // The tab was blocked: the file is saved instead.
  if (!tab) return saveFile(blob, 'report.pdf');
  const url = URL.createObjectURL(blob);
  tab.opener = null;
  tab.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
};

/** The view action (list button and live toast): opens the file, then marks the report read. */
export const viewReport = async (
  queryClient: QueryClient,
  report: { id: number; link: string | null; is_new: boolean },
): Promise<void> => {
  if (!report.link) return;
  try {
    await openReportInNewTab(report.link);
  } catch {
    // The error catalogue has already told the user.
    return;
  }
  if (report.is_new) await markReportReadAndRefresh(queryClient, report.id);
};
