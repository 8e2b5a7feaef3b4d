// The embedded signing session as the signing page drives it: the API path of a signing link, and its
// documents opened (fetched) before the signer signs, as the server requires.
import type { FastifyInstance } from 'fastify';
import { type Call, call } from './http.ts';

/** The API path of a signing link (`/esign/sign/{token}/` -> `/api/esign/sessions/{token}/`). */
export const sessionPath = (url: string) => `/api${url.replace('/esign/sign/', '/esign/sessions/')}`;

/** Fetches every document of the session, as the signer opens each on the page; answers their bytes. */
export async function openDocuments(app: FastifyInstance, url: string): Promise<Buffer[]> {
  const session = await call(app, sessionPath(url));
  const out: Buffer[] = [];
  for (const { position } of session.json.documents as Array<{ position: number }>) {
    const res = await app.inject({ url: `${sessionPath(url)}documents/${position}/` });
    if (res.statusCode !== 200) throw new Error(`document ${position}: ${res.statusCode} ${res.body}`);
    out.push(res.rawPayload);
  }
  return out;
}

/** Opens every document of the session, then signs with the typed name. */
export async function signSession(app: FastifyInstance, url: string, fullName: string, options: Call = {}) {
  await openDocuments(app, url);
  return call(app, `${sessionPath(url)}sign/`, { ...options, body: { full_name: fullName } });
}
