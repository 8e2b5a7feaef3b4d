import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../testing/http.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The web tests' fake server checks every fixture against this copy, so a contract change shows up there.
const SNAPSHOT = fileURLToPath(new URL('../../../../packages/contracts/openapi.json', import.meta.url));

/** Keys sorted at every level: the file changes only when the document does, not when routes move. */
const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('packages/contracts/openapi.json', () => {
  it('is the document the app generates', async () => {
    const answer = await call(t.app, '/api/openapi.json');
    expect(answer.status).toBe(200);
    const generated = `${JSON.stringify(sortKeys(answer.json), null, 2)}\n`;
    if (process.env.API_SNAPSHOT === 'write') await writeFile(SNAPSHOT, generated);
    const stored = await readFile(SNAPSHOT, 'utf8').catch(() => '');
    expect(
      stored === generated,
      'The OpenAPI document differs from packages/contracts/openapi.json: run `npm run api:snapshot` and commit the file',
    ).toBe(true);
  });
});
