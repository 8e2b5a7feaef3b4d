// The DocuSign adapter against a local HTTP server standing in for DocuSign (the boundary only).
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDocuSignProvider, DocuSignError } from './docusign.ts';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
let server: Server;
let base: string;
let seen: Seen[] = [];
let failNext = false;
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privateKey = keys.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (failNext) {
        failNext = false;
        res.statusCode = 500;
        return res.end('{}');
      }
      if (req.url === '/oauth/token')
        return res.end(JSON.stringify({ access_token: 'tok-1', expires_in: 3600 }));
      if (req.url === '/restapi/v2.1/accounts/acc-9/envelopes')
        return res.end(JSON.stringify({ envelopeId: 'env-1' }));
      if (req.url === '/restapi/v2.1/accounts/acc-9/envelopes/env-1/views/recipient')
        return res.end(JSON.stringify({ url: 'https://demo.docusign.net/Signing/abc' }));
      if (req.url === '/restapi/v2.1/accounts/acc-9/envelopes/env-1/recipients')
        return res.end(
          JSON.stringify({
            signers: [
              { clientUserId: '11', status: 'completed' },
              { clientUserId: '12', status: 'declined' },
              { clientUserId: '13', status: 'delivered' },
            ],
          }),
        );
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
});

const adapter = () =>
  createDocuSignProvider(
    {
      integrationKey: 'ik-1',
      userId: 'user-1',
      accountId: 'acc-9',
      privateKey,
      authServer: base,
      basePath: `${base}/restapi`,
    },
    { envelopeTtlDays: 30 },
  );
const signer = { recipientId: '11', name: 'Ada Signer', email: 'ada@example.com' };

describe('the DocuSign adapter', () => {
  it('gets a token by JWT grant, signed with the integration key, and reuses it', async () => {
    const docusign = adapter();
    await docusign.createEnvelope({
      title: 'Agreement',
      documents: [{ name: 'a.pdf', pdf: Buffer.from('%PDF') }],
      signers: [signer],
    });
    await docusign.signingUrl({ envelopeId: 'env-1', signer, returnUrl: 'https://portal.example/cb/' });
    const tokenCalls = seen.filter((s) => s.url === '/oauth/token');
    expect(tokenCalls).toHaveLength(1);
    const form = new URLSearchParams(tokenCalls[0]!.body);
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const { payload } = await jwtVerify(form.get('assertion')!, keys.publicKey);
    expect(payload).toMatchObject({
      iss: 'ik-1',
      sub: 'user-1',
      aud: new URL(base).host,
      scope: 'signature impersonation',
    });
    expect(
      seen.filter((s) => s.url !== '/oauth/token').every((s) => s.headers.authorization === 'Bearer tok-1'),
    ).toBe(true);
  });

  it('creates an envelope of embedded signers with the documents and the expiry', async () => {
    const { envelopeId } = await adapter().createEnvelope({
      title: 'Agreement',
      documents: [{ name: 'a.pdf', pdf: Buffer.from('%PDF') }],
      signers: [signer, { recipientId: '12', name: 'Bo', email: 'bo@example.com' }],
    });
    expect(envelopeId).toBe('env-1');
    const body = JSON.parse(seen.find((s) => s.url.endsWith('/envelopes'))!.body);
    expect(body).toMatchObject({
      emailSubject: 'Agreement',
      status: 'sent',
      documents: [
        {
          documentId: '1',
          name: 'a.pdf',
          fileExtension: 'pdf',
          documentBase64: Buffer.from('%PDF').toString('base64'),
        },
      ],
      recipients: {
        signers: [
          {
            recipientId: '1',
            clientUserId: '11',
            name: 'Ada Signer',
            email: 'ada@example.com',
            tabs: { signHereTabs: [{ anchorString: '/sn1/' }] },
          },
          { recipientId: '2', clientUserId: '12', tabs: { signHereTabs: [{ anchorString: '/sn2/' }] } },
        ],
      },
      notification: { expirations: { expireEnabled: 'true', expireAfter: '30' } },
    });
  });

  it('answers the recipient view as the signing URL, returning to the callback', async () => {
    const url = await adapter().signingUrl({
      envelopeId: 'env-1',
      signer,
      returnUrl: 'https://portal.example/cb/',
    });
    expect(url).toBe('https://demo.docusign.net/Signing/abc');
    const body = JSON.parse(seen.find((s) => s.url.endsWith('/views/recipient'))!.body);
    expect(body).toEqual({
      returnUrl: 'https://portal.example/cb/',
      authenticationMethod: 'none',
      email: 'ada@example.com',
      userName: 'Ada Signer',
      clientUserId: '11',
    });
  });

  it("maps the recipients' statuses to signed, declined or pending", async () => {
    const docusign = adapter();
    expect(await docusign.recipientOutcome('env-1', '11')).toBe('signed');
    expect(await docusign.recipientOutcome('env-1', '12')).toBe('declined');
    expect(await docusign.recipientOutcome('env-1', '13')).toBe('pending');
    expect(await docusign.recipientOutcome('env-1', '99')).toBe('pending');
  });

  it('reports a failed call as an error', async () => {
    failNext = true;
    await expect(adapter().recipientOutcome('env-1', '11')).rejects.toBeInstanceOf(DocuSignError);
  });
});
