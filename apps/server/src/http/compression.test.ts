import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/http.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// What a browser is sent: the build's pre-compressed files by Accept-Encoding, hashed assets cached for
// good and index.html never, and API answers compressed above a packet.

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('compression and caching', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await mkdir(path.join(dist, 'assets'));
    const script = path.join(dist, 'assets', 'index-abc123.js');
    await writeFile(script, SCRIPT);
    await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
    await writeFile(`${script}.gz`, gzipSync(SCRIPT));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('never lets a browser keep index.html', async () => {
    const page = await get('/dashboard/', { 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('compresses API answers above a packet, and leaves small ones', async () => {
    const token = await signIn(t.app, 'investor@demo.test');
    const auth = { authorization: `Token ${token}`, 'accept-encoding': 'br, gzip' };
    const countries = await get('/api/utils/countries/', auth);
    expect(countries.statusCode).toBe(200);
    expect(countries.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(countries.rawPayload).toString()).length).toBeGreaterThan(200);
    const small = await get('/api/ipm/reports/new-counter/', auth);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
