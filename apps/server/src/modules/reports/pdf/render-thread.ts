// The module a render thread runs (render-off-thread.ts): a report's PDF, away from the HTTP event loop.
import { setPriority } from 'node:os';
import { type ReportDocument, renderReportPdf } from './render.ts';

const RENDER_NICE = 10;

// Below the HTTP thread: where cores are short, the event loop is scheduled first and a report waits.
// Only on Linux, where a nice value is a thread's own; elsewhere it would lower the whole server.
if (process.platform === 'linux') setPriority(RENDER_NICE);

export default function render(task: {
  report: ReportDocument;
  compress: boolean;
}): Promise<{ bytes: Buffer; pages: number }> {
  return renderReportPdf(task.report, { compress: task.compress });
}
