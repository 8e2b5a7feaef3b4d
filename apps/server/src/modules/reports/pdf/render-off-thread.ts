import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import Piscina from 'piscina';
import type { ReportDocument } from './render.ts';

// pdfkit lays a report out synchronously: hundreds of milliseconds for a long one, during which the
// thread running it answers nothing. Reports are therefore rendered in worker threads, so the HTTP
// event loop goes on answering while report jobs run. One thread fewer than the cores (one at least),
// leaving a core to the event loop; a thread ends after a minute without work, and an idle pool does
// not keep the process alive. The pool is one per process, shared by every app in it: it holds no
// state, only threads.
const IDLE_THREAD_MS = 60_000;

// The thread's module lies beside this one: TypeScript when the server runs from source (tsx, the
// tests), JavaScript in the compiled build (which the thread starts with the same flags, e.g.
// --conditions=compiled, as Node gives a worker its parent's by default).
const fromSource = import.meta.url.endsWith('.ts');
const threadModule = new URL(`./render-thread.${fromSource ? 'ts' : 'js'}`, import.meta.url);

/**
 * The thread's flags: its parent's (Node's default), except from source outside tsx (the tests), where
 * it loads TypeScript through tsx and nothing else (a worker refuses process-wide flags such as
 * --expose-gc, and from source no export condition is wanted).
 */
function threadExecArgv(): string[] | undefined {
  if (!fromSource || process.execArgv.some((flag) => flag.includes('tsx'))) return undefined;
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return ['--import', tsx];
}

let pool: Piscina | undefined;

function renderPool(): Piscina {
  const execArgv = threadExecArgv();
  pool ??= new Piscina({
    filename: threadModule.href,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: IDLE_THREAD_MS,
    ...(execArgv && { execArgv }),
  });
  return pool;
}

/** `renderReportPdf` in a render thread: the report's PDF bytes and number of pages. */
export async function renderReportPdfOffThread(
  report: ReportDocument,
  options: { compress: boolean },
): Promise<{ bytes: Buffer; pages: number }> {
  const result: { bytes: Uint8Array; pages: number } = await renderPool().run({
    report,
    compress: options.compress,
  });
  // A Buffer crosses the thread boundary as a plain Uint8Array.
  return {
    bytes: Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength),
    pages: result.pages,
  };
}
