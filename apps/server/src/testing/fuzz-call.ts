// SECURITY.md 17 for one call: random bodies never give a 5xx, a refusal is JSON, and a refusal leaves
// what `fingerprint` reads as it was.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export type TFuzzCall = {
  app: FastifyInstance;
  token: string;
  /** What a refusal must leave unchanged (rows, counts, checksums). */
  fingerprint: () => Promise<unknown>;
  runs: number;
};

export async function fuzzCall(
  { app, token, fingerprint, runs }: TFuzzCall,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  body: fc.Arbitrary<unknown>,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(body, async (payload) => {
      const before = await fingerprint();
      const res = await app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
        payload: JSON.stringify(payload) ?? 'null',
      });
      expect(res.statusCode, `${url} ${JSON.stringify(payload)} -> ${res.body}`).toBeLessThan(500);
      if (res.statusCode >= 400) {
        expect(await fingerprint()).toEqual(before);
        expect(() => JSON.parse(res.body)).not.toThrow();
      }
    }),
    { numRuns: runs },
  );
}

/** Values that break careless code: empty, NUL, a lone surrogate, very long, injection, prototype keys, odd numbers. */
const NASTY: readonly unknown[] = [
  '',
  '\u0000',
  '\ud800',
  'x'.repeat(5000),
  "' OR 1=1 --",
  '__proto__',
  '999999999999999999999',
  true,
  false,
  null,
  0,
  -1,
  1.5,
  2,
  2 ** 31,
  1e21,
];

/** Any value of a field: the nasty ones, `likely` values of the call, random text and JSON. */
export const fuzzValue = (likely: readonly unknown[] = []) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NASTY, ...likely) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );

/** A body with some of `fields` (each its own arbitrary), or any JSON at all. */
export const fuzzForm = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.record(fields, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
