import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../demo/seed.ts';

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
