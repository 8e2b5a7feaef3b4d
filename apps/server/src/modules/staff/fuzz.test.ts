import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzCall, fuzzForm, fuzzValue } from '../../testing/fuzz-call.ts';
import { call, signInStaff } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// SECURITY.md 17 for the console: random invitation bodies and query strings never give a 5xx, and a
// refused invitation writes nothing (no invitation, message or log row).
let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app);
});
afterAll(async () => {
  await t?.close();
});

const fingerprint = async () =>
  (
    await t.db.query(
      `SELECT (SELECT count(*)::int FROM invitations) AS invitations, (SELECT count(*)::int FROM outbox) AS outbox,
              (SELECT count(*)::int FROM activity_log WHERE action LIKE 'staff.%') AS log`,
    )
  )[0];

const anyValue = fuzzValue(['ipm', 'icf', 'viv', 'Ivy', 'fuzz@example.com', '0411222333']);

describe('fuzzing the staff console', () => {
  it('invitations', async () => {
    await fuzzCall(
      { app: t.app, token: staff, fingerprint, runs: 60 },
      'POST',
      '/api/staff/invitations/',
      fuzzForm({
        application: anyValue,
        first_name: anyValue,
        last_name: anyValue,
        email: anyValue,
        phone_number: anyValue,
      }),
    );
  });

  it('query strings of the lists and the audit log', async () => {
    const text = fc.oneof(
      fc.constantFrom(
        '',
        '\u0000',
        '\ud800',
        '%',
        '_',
        '\\',
        "' OR 1=1 --",
        '0',
        '-1',
        '1e21',
        '2026-02-30',
        'x'.repeat(300),
      ),
      fc.string({ maxLength: 30 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/staff/clients/', '/api/staff/invitations/', '/api/staff/audit-log/'),
        fc.dictionary(
          fc.constantFrom(
            'q',
            'page',
            'page_size',
            'status',
            'staff_id',
            'client',
            'client_id',
            'action',
            'date_from',
            'date_to',
          ),
          text,
        ),
        async (path, query) => {
          const res = await call(t.app, `${path}?${new URLSearchParams(query)}`, { token: staff });
          expect(res.status, `${path} ${JSON.stringify(query)} -> ${res.text}`).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
  });
});
