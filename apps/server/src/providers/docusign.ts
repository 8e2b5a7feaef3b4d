// The DocuSign adapter of the e-signature provider: JWT grant for an access token, an envelope with the
// PDFs and embedded signers (clientUserId), the recipient view as the signing URL, and the recipients'
// statuses. DocuSign appends the spec's events (signing_complete, decline, cancel, ttl_expired,
// viewing_complete, session_timeout) to the return URL itself.
import { createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';
import type { DocuSignConfig } from '../config.ts';
import type { ESignProvider, RecipientOutcome } from './esign.ts';

export class DocuSignError extends Error {}

type Token = { value: string; expiresAt: number };

/** The OAuth base: the configured host (https), or a full URL (a local server in tests). */
const authBaseOf = (authServer: string) =>
  /^https?:\/\//.test(authServer) ? authServer.replace(/\/$/, '') : `https://${authServer}`;

export function createDocuSignProvider(
  settings: DocuSignConfig,
  options: { envelopeTtlDays: number; fetch?: typeof fetch },
): ESignProvider {
  const doFetch = options.fetch ?? fetch;
  const authBase = authBaseOf(settings.authServer);
  const accountBase = `${settings.basePath}/v2.1/accounts/${encodeURIComponent(settings.accountId)}`;
  let token: Token | null = null;

  async function accessToken(): Promise<string> {
    // A token is reused until a minute before it expires.
    if (token && token.expiresAt - 60_000 > Date.now()) return token.value;
    const assertion = await new SignJWT({ scope: 'signature impersonation' })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(settings.integrationKey)
      .setSubject(settings.userId)
      .setAudience(new URL(authBase).host)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(createPrivateKey(settings.privateKey));
    const response = await doFetch(`${authBase}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    });
    if (!response.ok) throw new DocuSignError(`DocuSign token: HTTP ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return token.value;
  }

  async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await doFetch(`${accountBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new DocuSignError(`DocuSign ${method} ${path}: HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  return {
    name: 'docusign',
    async createEnvelope({ title, documents, signers }) {
      const envelope = await api<{ envelopeId: string }>('POST', '/envelopes', {
        emailSubject: title.slice(0, 100),
        documents: documents.map((doc, index) => ({
          documentId: String(index + 1),
          name: doc.name,
          fileExtension: 'pdf',
          documentBase64: doc.pdf.toString('base64'),
        })),
        recipients: {
          signers: signers.map((signer, index) => ({
            recipientId: String(index + 1),
            routingOrder: '1',
            name: signer.name,
            email: signer.email,
            // Embedded signing: the product opens the signing session, DocuSign sends no e-mail.
            clientUserId: signer.recipientId,
            tabs: {
              // The documents carry one anchor per signer in their signature block.
              signHereTabs: [
                { anchorString: signatureAnchor(index), anchorUnits: 'pixels', anchorYOffset: '-4' },
              ],
            },
          })),
        },
        notification: {
          useAccountDefaults: 'false',
          expirations: { expireEnabled: 'true', expireAfter: String(options.envelopeTtlDays) },
        },
        status: 'sent',
      });
      return { envelopeId: envelope.envelopeId };
    },
    async signingUrl({ envelopeId, signer, returnUrl }) {
      const view = await api<{ url: string }>(
        'POST',
        `/envelopes/${encodeURIComponent(envelopeId)}/views/recipient`,
        {
          returnUrl,
          authenticationMethod: 'none',
          email: signer.email,
          userName: signer.name,
          clientUserId: signer.recipientId,
        },
      );
      return view.url;
    },
    async recipientOutcome(envelopeId, recipientId): Promise<RecipientOutcome> {
      const recipients = await api<{ signers?: Array<{ clientUserId?: string; status: string }> }>(
        'GET',
        `/envelopes/${encodeURIComponent(envelopeId)}/recipients`,
      );
      const status = recipients.signers?.find((s) => s.clientUserId === recipientId)?.status;
      return status === 'completed' ? 'signed' : status === 'declined' ? 'declined' : 'pending';
    },
  };
}

/** The text each signer's signature block carries (white, invisible) for DocuSign's sign-here tab. */
export const signatureAnchor = (index: number) => `/sn${index + 1}/`;
