// The access matrix of a viewer (issue 20, part 4): every route the app registers is called by a viewer
// acting for the investor who shared an account with them. The routes come from the app itself, so a
// route added later is covered the day it is registered, and refused until VIEWER_CALLS lists it.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { call, signIn, signInWithCode } from '../../testing/http.ts';
import { userIdOf } from '../../testing/onboarding-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { VIEWER_REFUSED_DETAIL } from '../auth/session-context.ts';
import { actingFor, DEMO_INVESTOR, giveClientArea, inviteViewer, signUpViewer } from './test-fixtures.ts';
import { VIEWER_CALLS } from './viewer-scope.ts';

let t: TestApp;
let investorId: number;
let viewerToken: string;
let granted: number;
let pathValues: Record<string, string>;

const VIEWER = { email: 'matrix.viewer@accountants.test', phone: '0498111222' };
// A valid TFN (its check digit holds), given by the investor before the viewer looks around.
const TFN = '123456782';

/** Routes not sent through here, each with the reason; nothing else is left out. */
const SKIPPED: Record<string, string> = {
  'GET /api/realtime/ws/':
    'a WebSocket upgrade: its channels are the signed-in user’s own (realtime.test.ts)',
};

/**
 * Two calls of the signed-in user's own session check their input before the session, as they always
 * did: sent with valid input, so the refusal shows.
 */
const VALID_INPUT: Record<string, { query?: string; body?: unknown }> = {
  'POST /api/auth/two-factor-authentication/request/': { body: { channel: 'sms' } },
  'GET /api/auth/security-schema/': { query: '?resource=password' },
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Endpoint = { method: Method; url: string; needsSession: boolean };

/**
 * Every method of every registered route but HEAD and OPTIONS, and whether it needs a session (declares
 * the token as its only security; the others serve anyone, or use a token only to know who writes).
 */
function endpoints(routes: RouteOptions[]): Endpoint[] {
  return routes.flatMap((route) => {
    const security = (route.schema as { security?: unknown[] } | undefined)?.security;
    return [route.method]
      .flat()
      .filter((m): m is Method => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(m))
      .map((method) => ({
        method,
        url: route.url,
        needsSession: JSON.stringify(security) === JSON.stringify(TOKEN_SECURITY),
      }));
  });
}

const key = (e: Pick<Endpoint, 'method' | 'url'>) => `${e.method} ${e.url}`;

/** A path with real ids of the investor's where the route names one, so a refusal is not a 404. */
const fillPath = (url: string) => url.replace(/:([A-Za-z]+)/g, (_, name: string) => pathValues[name] ?? '1');

const send = (endpoint: Endpoint, headers: Record<string, string>, token?: string) => {
  const input = VALID_INPUT[key(endpoint)];
  return call(t.app, `${fillPath(endpoint.url)}${input?.query ?? ''}`, {
    method: endpoint.method,
    token,
    headers,
    ...(endpoint.method === 'GET' ? {} : { body: input?.body ?? {} }),
  });
};

beforeAll(async () => {
  t = await createTestApp();
  investorId = await userIdOf(t.db, DEMO_INVESTOR.email);
  const investorToken = await signIn(t.app, DEMO_INVESTOR.email);
  const accounts = (await call(t.app, '/api/profiles/my/shared-access/accounts/', { token: investorToken }))
    .json as Array<{ id: number }>;
  await giveClientArea(
    t,
    investorId,
    accounts.map((a) => a.id),
  );
  const taxed = await call(t.app, '/api/individual-tax/', {
    token: investorToken,
    body: {
      tfn: TFN,
      has_not_tfn: false,
      is_australian_tax_resident: true,
      is_other_country_tax_resident: false,
    },
  });
  expect(taxed.status, taxed.text).toBeLessThan(300);
  granted = accounts[0]!.id;
  const link = await inviteViewer(t.app, investorToken, VIEWER.email, [granted]);
  viewerToken = await signUpViewer(t.app, link, VIEWER.email, VIEWER.phone);
  const [doc] = await t.db.query<{ id: number }>('SELECT id FROM documents WHERE account_id = $1', [granted]);
  const [report] = await t.db.query<{ id: number }>(
    'SELECT id FROM generated_reports WHERE user_id = $1 AND account_ids = $2',
    [investorId, [granted]],
  );
  const [grant] = await t.db.query<{ id: number }>('SELECT id FROM account_viewer_grants LIMIT 1');
  pathValues = {
    id: String(doc!.id),
    key: String(report!.id),
    // The report's CSV file (its realised capital gains by parcel).
    type: '9',
    accountId: String(granted),
    account_id: String(granted),
    grantId: String(grant!.id),
  };
});
afterAll(async () => {
  await t?.close();
});

describe('a viewer acting for the investor who shared with them', () => {
  it('lists only reads in VIEWER_CALLS, each of a registered route', () => {
    const registered = new Set(endpoints(t.routes).map(key));
    for (const call of VIEWER_CALLS.keys()) {
      expect(registered, call).toContain(call);
      expect(call.startsWith('GET ') || call === 'POST /api/auth/logout/', call).toBe(true);
    }
  });

  it('is refused (403) on every route that is not on the list, writes above all', async () => {
    const all = endpoints(t.routes).filter((e) => !(key(e) in SKIPPED));
    const refusedWrongly: string[] = [];
    const publicRoutes: string[] = [];
    let refused = 0;
    // Sign-out last: it ends the viewer's session, which every other call needs.
    const ordered = [
      ...all.filter((e) => key(e) !== 'POST /api/auth/logout/'),
      ...all.filter((e) => key(e) === 'POST /api/auth/logout/'),
    ];
    for (const endpoint of ordered) {
      if (VIEWER_CALLS.has(key(endpoint))) continue;
      const answer = await send(endpoint, actingFor(investorId), viewerToken);
      if (!endpoint.needsSession) {
        // A route that needs no session never acts for the investor: the acting header gains the viewer
        // nothing (refused, or what the viewer gets as themselves).
        const asThemselves = await send(endpoint, {}, viewerToken);
        if (answer.status !== 403 && answer.status !== asThemselves.status)
          refusedWrongly.push(
            `${key(endpoint)}: ${answer.status} (without a session: ${asThemselves.status})`,
          );
        publicRoutes.push(key(endpoint));
        continue;
      }
      if (answer.status !== 403 || answer.json?.detail !== VIEWER_REFUSED_DETAIL)
        refusedWrongly.push(`${key(endpoint)}: ${answer.status} ${answer.text.slice(0, 80)}`);
      else refused++;
    }
    expect(refusedWrongly).toEqual([]);
    // Every write that needs a session is among those refused; the public ones are sign-in and the like.
    expect(refused).toBeGreaterThan(200);
    console.info(
      `viewer refused on ${refused} routes; ${publicRoutes.length} routes without a session gained nothing; ${VIEWER_CALLS.size} allowed`,
    );
  });

  it('is answered on every listed call, and no answer carries the investor’s TFN', async () => {
    // A session of its own: the matrix signed the first one out.
    const fresh = await signInWithCode(t.app, VIEWER.email, VIEWER.phone);
    for (const endpoint of endpoints(t.routes)) {
      if (!VIEWER_CALLS.has(key(endpoint)) || key(endpoint) === 'POST /api/auth/logout/') continue;
      const answer = await send(endpoint, actingFor(investorId), fresh);
      expect(answer.status, `${key(endpoint)}: ${answer.text.slice(0, 120)}`).toBe(200);
      expect(answer.text, key(endpoint)).not.toContain(TFN);
    }
  });
});
