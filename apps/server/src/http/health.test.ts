import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesDirOf } from '../storage/local-disk-storage.ts';
import { call } from '../testing/http.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// A load balancer asks these without an application id or a token.
describe('health', () => {
  let folder: string;
  let t: TestApp;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'portal-health-'));
    t = await createTestApp({ dataDir: path.join(folder, 'db') });
  });
  afterAll(async () => {
    await t?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('liveness answers ok', async () => {
    const res = await call(t.app, '/api/health/');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok' });
  });

  it('readiness answers ok when the database answers and files can be stored (the folder is made on first start)', async () => {
    const res = await call(t.app, '/api/health/ready/');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('readiness answers 503 naming file storage when files cannot be stored there', async () => {
    const filesDir = filesDirOf(path.join(folder, 'db'));
    // A file where the files folder should be: nothing can be stored.
    await rm(filesDir, { recursive: true, force: true });
    await writeFile(filesDir, 'not a folder');
    try {
      const res = await call(t.app, '/api/health/ready/');
      expect(res.status).toBe(503);
      expect(res.json).toEqual({ status: 'unavailable', failed: ['file_storage'] });
    } finally {
      await rm(filesDir);
    }
    expect((await call(t.app, '/api/health/ready/')).status).toBe(200);
  });
});
