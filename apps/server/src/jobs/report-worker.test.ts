import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TGeneratedReport } from '@portal/contracts/api/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db } from '../db/client.ts';
import { seedDemoPortfolio } from '../demo/portfolio.ts';
import { seedDemoReports } from '../demo/reports.ts';
import { claimReport } from '../modules/reports/queries.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { localDiskStorage } from '../storage/local-disk-storage.ts';
import { call, signIn } from '../testing/http.ts';
import { abandonNextJob, ageRunningJobs, jobStates } from '../testing/jobs.ts';
import { wholeHistoryReportRequest } from '../testing/reports.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createJobQueue, jobWorkersEnabled } from './queue.ts';
import { RENDER_REPORT, runPendingReports } from './report-worker.ts';

const BASE = '/api/ipm/reports/';

describe('the report worker', () => {
  let t: TestApp;
  let filesDir: string;
  let token: string;
  let userId: number;
  let body: Record<string, unknown>;
  const heard: Array<{ channel: string; event: { id: number; status: string } }> = [];
  let stopListening: () => Promise<void>;

  const statusOf = async (id: number) => {
    const [row] = await t.db.query<{ status: string; attempts: number; error: string | null }>(
      'SELECT status, attempts, error FROM generated_reports WHERE id = $1',
      [id],
    );
    return row!;
  };
  const generate = async () => {
    const response = await call(t.app, BASE, { token, body });
    expect(response.status).toBe(201);
    return response.json.id as number;
  };
  /** A server that takes the next report, starts rendering it and is killed. */
  const killedWhileRunning = () =>
    abandonNextJob<{ reportId: number }>(t.jobs, RENDER_REPORT, (job, attempt) =>
      claimReport(t.db, job.reportId, attempt.attempt),
    );
  /** Two minutes go by: the queue's expiry fails the lost attempt. */
  const twoMinutesLater = async () => {
    await ageRunningJobs(t.db, t.jobs, RENDER_REPORT, 120);
    await t.jobs.expireLost();
  };
  const listedStatusOf = async (id: number) => {
    const reports: TGeneratedReport[] = (await call(t.app, BASE, { token })).json;
    return reports.find((r) => r.id === id)?.status;
  };
  const waitHeard = async (id: number, status: string) => {
    const end = Date.now() + 5000;
    while (Date.now() < end) {
      const found = heard.find((m) => m.event.id === id && m.event.status === status);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no ${status} event for ${id}: ${JSON.stringify(heard)}`);
  };

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'report-worker-test-'));
    t = await createTestApp({ dataDir: path.join(filesDir, 'db') });
    await seedDemoPortfolio(t.db, { years: 1, emails: ['investor@demo.test'] });
    token = await signIn(t.app, 'investor@demo.test');
    userId = (await call(t.app, '/api/profiles/my/', { token })).json.user_id;
    body = await wholeHistoryReportRequest(t.app, token);
    stopListening = await t.db.listen('realtime', (payload) => heard.push(JSON.parse(payload)));
  }, 120_000);
  afterAll(async () => {
    await stopListening?.();
    await t?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('does not run in the background under tests unless asked', () => {
    expect(jobWorkersEnabled({ NODE_ENV: 'test' })).toBe(false);
    expect(jobWorkersEnabled({ NODE_ENV: 'test', JOB_WORKERS: 'on' })).toBe(true);
    expect(jobWorkersEnabled({ NODE_ENV: 'production' })).toBe(true);
    expect(jobWorkersEnabled({ JOB_WORKERS: 'off' })).toBe(false);
  });

  it('resumes a report a killed server left running', async () => {
    const id = await generate();
    await killedWhileRunning();
    // Still running recently: not taken from a live worker.
    await t.jobs.expireLost();
    expect(await runPendingReports(t)).toBe(0);
    expect(await statusOf(id)).toMatchObject({ status: 'running', attempts: 1 });
    await twoMinutesLater();
    expect(await jobStates(t.db, t.jobs, RENDER_REPORT)).toContain('retry');
    expect(await listedStatusOf(id)).toBe('pending');
    await runPendingReports(t);
    expect(await statusOf(id)).toMatchObject({ status: 'ready', attempts: 2 });
    await waitHeard(id, 'ready');
  });

  it('fails visibly after three attempts', async () => {
    const id = await generate();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await killedWhileRunning();
      await twoMinutesLater();
    }
    // No attempt is left: the given-up job fails the report.
    expect(await runPendingReports(t)).toBe(0);
    expect(await statusOf(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: 'The server stopped while generating this report 3 times',
    });
    const event = await waitHeard(id, 'failed');
    expect(event.channel).toBe(`reports#${userId}`);
    const reports: TGeneratedReport[] = (await call(t.app, BASE, { token })).json;
    const report = reports.find((r) => r.id === id)!;
    expect(report.status).toBe('failed');
    expect(report.link).toBeNull();
    expect((await call(t.app, `${BASE}${id}/download/`, { token })).status).toBe(404);
  });

  it('retries a render that throws, then fails it after three attempts', async () => {
    const id = await generate();
    const broken: FileStorage = {
      put: async () => {
        throw new Error('disk full');
      },
      get: async () => new Uint8Array(),
      open: async () => {
        throw new Error('no file');
      },
      remove: async () => {},
      check: async () => {},
      list: async function* () {},
    };
    expect(await runPendingReports(t, { storage: broken })).toBe(3);
    expect(await statusOf(id)).toMatchObject({ status: 'failed', attempts: 3, error: 'disk full' });
    await waitHeard(id, 'failed');
  });

  it('removes the stored PDF when its row cannot be completed, so no file is left that no row names', async () => {
    const id = await generate();
    const files = localDiskStorage(path.join(filesDir, 'lost-connection'));
    let failNextTransaction = true;
    const db: Db = {
      ...t.db,
      tx: (fn) => {
        if (!failNextTransaction) return t.db.tx(fn);
        failNextTransaction = false;
        return Promise.reject(new Error('connection lost'));
      },
    };
    await runPendingReports({ jobs: t.jobs, db }, { storage: files });
    expect(await statusOf(id)).toMatchObject({ status: 'ready', attempts: 2 });
    const stored: string[] = [];
    for await (const file of files.list()) stored.push(file.key);
    const named = await t.db.query<{ file_key: string }>(
      'SELECT file_key FROM generated_reports WHERE file_key = ANY($1::text[])',
      [stored],
    );
    expect(named.map((row) => row.file_key).sort()).toEqual(stored.sort());
    expect(stored.length).toBeGreaterThan(0);
  });

  it('renders in the background, woken right after a report is queued', async () => {
    // An instance with its workers on, polling only every minute: only the wake can explain a quick render.
    const jobs = createJobQueue(t.db, { workers: true, pollSeconds: 60 });
    const background = await buildApp({ config: t.config, db: t.db, jobs });
    await background.ready();
    try {
      await new Promise((r) => setTimeout(r, 50));
      const response = await call(background, BASE, { token, body });
      expect(response.status).toBe(201);
      const id = response.json.id as number;
      const end = Date.now() + 20_000;
      while ((await statusOf(id)).status !== 'ready' && Date.now() < end)
        await new Promise((r) => setTimeout(r, 25));
      expect((await statusOf(id)).status).toBe('ready');
    } finally {
      await background.close();
    }
  });

  it('claims each report once when several workers run', async () => {
    const ids = [await generate(), await generate(), await generate()];
    const processed = await Promise.all([runPendingReports(t), runPendingReports(t)]);
    expect(processed[0] + processed[1]).toBe(3);
    for (const id of ids) expect(await statusOf(id)).toMatchObject({ status: 'ready', attempts: 1 });
  });

  it('seeds the demo reports once, and the worker renders them', async () => {
    await t.db.query('DELETE FROM favorite_reports');
    await t.db.query('DELETE FROM generated_reports');
    await seedDemoReports(t.db, t.config);
    await seedDemoReports(t.db, t.config);
    const [counts] = await t.db.query<{ reports: number; favourites: number }>(
      'SELECT (SELECT count(*)::int FROM generated_reports) AS reports, (SELECT count(*)::int FROM favorite_reports) AS favourites',
    );
    expect(counts).toEqual({ reports: 2, favourites: 1 });
    await runPendingReports(t);
    const reports: TGeneratedReport[] = (await call(t.app, BASE, { token })).json;
    expect(reports.map((r) => r.status)).toEqual(['ready', 'ready']);
    expect(reports.some((r) => r.favorite_report !== null)).toBe(true);
  });
});
