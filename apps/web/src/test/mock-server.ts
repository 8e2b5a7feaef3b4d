// A fake API at the network boundary: tests stub `fetch` with answers shaped like the real server's.
import type { TProfile } from '@portal/contracts/api/auth';
import { vi } from 'vitest';
import { contractViolation, unknownOperation } from './contract-check';

export type TRecordedCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
};
export type TAnswer = { status?: number; body?: unknown; networkError?: boolean };
export type THandler = TAnswer | ((call: TRecordedCall) => TAnswer | Promise<TAnswer>);

export const makeProfile = (overrides: Partial<TProfile> = {}): TProfile => ({
  user_id: 7,
  first_name: 'Olivia',
  last_name: 'Nguyen',
  is_staff: false,
  email: 'olivia@example.com',
  phone_number: '0412345678',
  selected_account_id: 1,
  registration_invite_uuid: null,
  force_activate_secondary_user_invite_token: null,
  force_password_change: false,
  force_filling_missing_personal_details: false,
  requires_secondary_document: false,
  verified_status: 'verified',
  marketing_opt_out: false,
  login_two_factor_auth_enabled: false,
  second_factor_setup_required: false,
  onboardings: {},
  personal_detail: null,
  contact_detail: null,
  additional_detail: null,
  managed_user_individual_info: null,
  permissions: { applications: [{ product_key: 'ipm', modules: [] }] },
  ...overrides,
});

export const APPLICATION = {
  id: 'ipm',
  product_key: 'ipm',
  name: 'Private Portfolios',
  logo: '',
  configuration: {
    favicon: '/brand/ipm.svg',
    color_schema: { primary: '#0b3d5c', secondary: '#c8a24a' },
    support_email: 'support@ipm.portal.example',
  },
} as const;

/** Answers the app asks for on every page, so a test only names what it is about. */
const BASE_HANDLERS: Record<string, THandler> = {
  'GET /api/applications/current/': { body: APPLICATION },
  'GET /api/applications/': { body: [APPLICATION] },
  'GET /api/utils/config/': { body: { resendVerificationCodeTimeout: 60, monitoring_script: '' } },
  'GET /api/auth/session-config/': { body: { session_expire_after: 900, session_expire_warning_after: 840 } },
  'GET /api/profiles/my/': { body: makeProfile() },
  'POST /api/auth/logout/': { body: { detail: 'Successfully logged out.' } },
  'GET /api/notifications/stats/': { body: { unseen_count: 0, recent_notifications: [] } },
  // Nobody shares accounts with the user unless a test says so.
  'GET /api/profiles/my/viewable-accounts/': { body: [] },
  // A user without a mobile: no security setting asks for a code unless a test says so.
  'GET /api/auth/security-schema/': ({ query }) => ({
    body: { resource: query.get('resource'), two_factor_required_for_write: false, confirmed: false },
  }),
};

const toResponse = ({ status = 200, body }: TAnswer): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const violations: string[] = [];

/**
 * The answers given since the last call that the contract does not allow. The test setup fails a test
 * that leaves any: the app under test still gets the answer, so the failure names the drift, not a symptom.
 */
export const takeContractViolations = () => violations.splice(0);

const checkKnown = (key: string) => {
  const problem = unknownOperation(key);
  if (problem) throw new Error(problem);
};

/**
 * Stubs fetch; `handlers` are keyed 'METHOD /api/path/' and override the base answers. Every answer is
 * checked against the contract's OpenAPI document (see contract-check.ts).
 */
export const mockServer = (handlers: Record<string, THandler> = {}) => {
  Object.keys(handlers).forEach(checkKnown);
  const routes: Record<string, THandler> = { ...BASE_HANDLERS, ...handlers };
  const calls: TRecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return toResponse({ status: 404, body: { detail: 'Not found.' } });
    const answer = typeof handler === 'function' ? await handler(call) : handler;
    if (answer.networkError) throw new TypeError('Failed to fetch');
    const violation = contractViolation(method, url.pathname, answer.status ?? 200, answer.body);
    if (violation) violations.push(violation);
    return toResponse(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** Replaces one answer from now on. */
    on: (key: string, handler: THandler) => {
      checkKnown(key);
      routes[key] = handler;
    },
    /** The calls made to one 'METHOD /api/path/'. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
};
