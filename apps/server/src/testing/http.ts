import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, DEMO_STAFF_APP_SECRET } from '../demo/seed.ts';
import { unusedAppCode } from './app-codes.ts';

export type Call = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
};

/** One HTTP call through the app, as the browser makes it. */
export async function call(app: FastifyInstance, url: string, options: Call = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Token ${options.token}`;
  const response = await app.inject({
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    url,
    headers,
    payload: options.body as never,
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  let json: any;
  try {
    json = response.json();
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, json, headers: response.headers, text: response.body };
}

/** Signs a demo user in (without two-factor) and answers the token. */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await call(app, '/api/auth/login/', { body: { email, password } });
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${response.text}`);
  return response.json.key as string;
}

/** The demo staff user: staff confirm every sign-in with their authenticator app, whose secret this is. */
export const DEMO_STAFF = { email: 'staff@demo.test', phone: '0434567890', appSecret: DEMO_STAFF_APP_SECRET };

/**
 * Signs in a user whose sign-in asks for the SMS code (staff, or login two-factor on), confirming it
 * with the code the outbox holds for `phone`; answers the signed-in token.
 */
export async function signInWithCode(
  app: FastifyInstance,
  email: string,
  phone: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await call(app, '/api/auth/login/', { body: { email, password } });
  if (response.status !== 200 || response.json.profile !== null)
    throw new Error(`login ${email} did not ask for a code: ${response.status} ${response.text}`);
  const sms = await lastMessageTo(app, phone);
  const confirmed = await call(app, '/api/auth/login-confirmation/', {
    token: response.json.key,
    body: { code: codeIn(sms?.body) },
  });
  if (confirmed.status !== 200) throw new Error(`code for ${email}: ${confirmed.status} ${confirmed.text}`);
  return confirmed.json.key as string;
}

/** Signs the demo staff user in: the password, then a code of the staff member's authenticator app. */
export async function signInStaff(app: FastifyInstance): Promise<string> {
  const response = await call(app, '/api/auth/login/', {
    body: { email: DEMO_STAFF.email, password: DEMO_PASSWORD },
  });
  if (response.status !== 200) throw new Error(`staff login: ${response.status} ${response.text}`);
  const confirmed = await call(app, '/api/auth/login-confirmation/totp/', {
    token: response.json.key,
    body: { code: await unusedAppCode(app, DEMO_STAFF.appSecret) },
  });
  if (confirmed.status !== 200) throw new Error(`staff app code: ${confirmed.status} ${confirmed.text}`);
  return confirmed.json.key as string;
}

/** Confirms the next action of a session with the code texted to `phone` (the security schema's step). */
export async function confirmActionWithCode(app: FastifyInstance, token: string, phone: string) {
  const sent = await call(app, '/api/profiles/my/send-2fa-confirmation-code-sms/', { token, method: 'POST' });
  if (sent.status !== 200) throw new Error(`action code: ${sent.status} ${sent.text}`);
  const code = codeIn((await lastMessageTo(app, phone))?.body);
  const confirmed = await call(app, '/api/auth/action-confirmation/', { token, body: { code } });
  if (confirmed.status !== 200) throw new Error(`action confirmation: ${confirmed.status} ${confirmed.text}`);
}

/** The newest outbox message to a recipient. */
export async function lastMessageTo(app: FastifyInstance, recipient: string) {
  const { json } = await call(app, '/api/dev/outbox/');
  return (json as Array<{ recipient: string; body: string; subject: string; channel: string }>).find(
    (m) => m.recipient === recipient,
  );
}

export function codeIn(text: string | undefined): string {
  const match = text?.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no code in ${text}`);
  return match[1]!;
}

/** Uploads one file the way the app's upload fields send it: a multipart form with a `file` field. */
export async function postFile(
  app: FastifyInstance,
  url: string,
  token: string,
  bytes: Uint8Array,
  fileName: string,
) {
  const boundary = '----portal-test-file-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Token ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { status: response.statusCode, json: response.json() };
}
