// Every call the spec names by path is served, or listed below as deliberately not served with its
// reason (also in docs/decisions.md, "Calls of the spec not served"). The paths are read from the spec
// files (testing/spec-paths.ts), so a call added to the spec fails here until it is served or listed.
// Routes are listed from the app itself, as route-schema-coverage.test.ts does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalise, specPaths } from '../testing/spec-paths.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Paths of the spec deliberately not served, each with its reason (docs/decisions.md, "Calls of the spec
 * not served").
 */
const NOT_SERVED: Record<string, string> = {
  // Spec 001 section 7 gives the notification settings per area ("four areas: portal, finance,
  // investment view and private portfolios"): served as /profiles/my/notification-settings/{area}/ and
  // its bulk-update; the family path of spec 000 is their common prefix, not a call of its own.
  '/api/profiles/my/notification-settings/': 'served per area',
  '/api/profiles/my/notification-settings/bulk-update/': 'served per area',
  // The sign-up wizard's e-mail steps: the invitation already holds the invitee's e-mail and the
  // product confirms it by the sign-up itself (the phone is confirmed by code); an invitee who wants
  // another e-mail asks the person who invited them to resend the invite (spec 001 section 2).
  '/api/auth/wizard/{}/confirm-email-address-by-code/': 'the invite confirms the e-mail',
  '/api/auth/wizard/{}/change-email-address-from-invite/': 'the invite confirms the e-mail',
  '/api/auth/wizard/{}/resend-email-confirmation-from-invite/': 'the invite confirms the e-mail',
  // A fact-find's document attachments: no screen, entity or flow of the spec has education documents.
  '/api/education-attachments/': 'no entity of the spec',
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the calls the spec names', () => {
  it('are read from the three spec files', () => {
    const paths = specPaths();
    // A guard on the reading itself: a change of the spec's wording must not silently empty the list.
    expect(paths.length).toBeGreaterThan(80);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/password-verify/',
        '/api/profiles/my/confirm-email-address-by-code/',
        '/api/profiles/my/confirm-email-address-by-link/',
        '/api/utils/cities/',
        '/api/auth/wizard/{}/sign-up/',
        '/api/auth/registration-invites/{}/accept-toc/',
        '/api/secondary-users-invites/{}/set-password/',
        '/api/icf/account/notification-settings/bulk-update/',
        '/api/ipm/reports/new-counter/',
      ]),
    );
  });

  it('are served, but for those listed as not served with their reason', () => {
    const served = new Set(t.routes.map((route) => normalise(route.url.replace(/^\/api/, ''))));
    const missing = specPaths().filter((p) => !served.has(p) && !(p in NOT_SERVED));
    expect(missing, 'spec paths neither served nor listed in NOT_SERVED').toEqual([]);
    const stale = Object.keys(NOT_SERVED).filter((p) => served.has(p) || !specPaths().includes(p));
    expect(stale, 'NOT_SERVED entries that are served, or that the spec no longer names').toEqual([]);
  });
});
