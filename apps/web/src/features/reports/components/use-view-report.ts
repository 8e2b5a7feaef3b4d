// Viewing a report: its file is fetched with the shared client and shown from a blob URL in a new tab.
// The tab is opened at once, while the click still counts as the user's gesture (else popup blockers
// stop it), and pointed at the file when it has arrived; then the report is marked read.
import { useDownloadReport } from '@/features/reports/api/download-report';
import { useMarkReportRead } from '@/features/reports/api/mark-report-read';
import { saveFile } from '@/shared/lib/save-file';

/** How long a blob URL stays valid after the tab has been pointed at it. */
const BLOB_URL_LIFETIME_MS = 60_000;

export type TViewableReport = { id: number; link: string | null; is_new: boolean };

const openInNewTab = async (fetchFile: () => Promise<Blob>): Promise<void> => {
  const tab = window.open('', '_blank');
  let blob: Blob;
  try {
    blob = await fetchFile();
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

/** The view action (list button and live toast): opens the file, then marks a new report read. */
export const useViewReport = () => {
  const { mutateAsync: download } = useDownloadReport();
  const { mutateAsync: markRead } = useMarkReportRead();
  return async (report: TViewableReport): Promise<void> => {
    const link = report.link;
    if (!link) return;
    try {
      await openInNewTab(() => download(link));
    } catch {
      // The error catalogue has already told the user.
      return;
    }
    if (!report.is_new) return;
    try {
      await markRead(report.id);
    } catch {
      // The report stays NEW; the list shows it as the server has it.
    }
  };
};
