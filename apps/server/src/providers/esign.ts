// The e-signature provider (the outside world of signing): it takes an envelope of PDFs with its signers,
// answers a signing URL for one signer that returns to the product's callback page with an event
// (spec section 4), and reports what each signer did. The embedded provider (default) hosts signing in
// the product itself; the DocuSign adapter (`docusign.ts`) is chosen by configuration (`configured-esign.ts`).
import { randomToken, sha256 } from '../security/tokens.ts';
import { type CertificateSigner, sealDocument, sha256Hex } from './signed-pdf.ts';

export type EnvelopeDocument = { name: string; pdf: Buffer };
/** One signer; `recipientId` is the product's own id for them (stable across signing URLs). */
export type EnvelopeSigner = { recipientId: string; name: string; email: string };
export type RecipientOutcome = 'pending' | 'signed' | 'declined';

export type ESignProvider = {
  readonly name: 'embedded' | 'docusign';
  createEnvelope(input: {
    title: string;
    documents: EnvelopeDocument[];
    signers: EnvelopeSigner[];
  }): Promise<{ envelopeId: string }>;
  /** A URL where `signer` signs; the provider sends them to `returnUrl` with `?event=...` when done. */
  signingUrl(input: { envelopeId: string; signer: EnvelopeSigner; returnUrl: string }): Promise<string>;
  /** What the signer did, as the provider knows it (the product never takes the browser's word for it). */
  recipientOutcome(envelopeId: string, recipientId: string): Promise<RecipientOutcome>;
  /**
   * The signed PDFs of an envelope whose signatures are in, one per document in the envelope's order, as
   * the provider keeps them. A provider without it (DocuSign, until its download is built) supplies none.
   */
  signedDocuments?(envelopeId: string): Promise<EnvelopeDocument[]>;
};

/** An envelope's documents and the signatures made on it, in signing order (the embedded provider). */
export type SignedEnvelope = {
  title: string;
  documents: Array<EnvelopeDocument & { position: number }>;
  signers: Array<Omit<CertificateSigner, 'shownSha256'> & { shown: ReadonlyMap<number, string> }>;
};

/** Storage of the embedded provider (implemented with the database in `modules/esign/queries.ts`). */
export type EmbeddedStore = {
  insertEnvelope(input: {
    title: string;
    expiresAt: Date;
    documents: EnvelopeDocument[];
    recipients: EnvelopeSigner[];
  }): Promise<string>;
  insertSession(input: {
    tokenHash: string;
    envelopeId: string;
    recipientId: string;
    returnUrl: string;
    expiresAt: Date;
  }): Promise<boolean>;
  recipientStatus(envelopeId: string, recipientId: string): Promise<'sent' | 'completed' | 'declined' | null>;
  signedEnvelope(envelopeId: string): Promise<SignedEnvelope | null>;
};

/** A signed document's file name: `Account application.pdf` -> `Account application (signed).pdf`. */
export const signedName = (name: string) => `${name.replace(/\.pdf$/i, '')} (signed).pdf`;

export const EMBEDDED_SIGNING_PATH = '/esign/sign/';

/**
 * The embedded provider: envelopes, documents and recipients are kept by the product; the signing URL is
 * the product's signing page with a single-use token bound to one signer, valid for the session timeout.
 * The return URL is kept as a path (the page is on the same site).
 */
export function createEmbeddedProvider(
  store: EmbeddedStore,
  settings: { sessionTimeoutSeconds: number; envelopeTtlDays: number },
  now: () => Date = () => new Date(),
): ESignProvider {
  return {
    name: 'embedded',
    async createEnvelope({ title, documents, signers }) {
      if (documents.length === 0 || signers.length === 0)
        throw new Error('An envelope needs documents and signers');
      const expiresAt = new Date(now().getTime() + settings.envelopeTtlDays * 86_400_000);
      return { envelopeId: await store.insertEnvelope({ title, expiresAt, documents, recipients: signers }) };
    },
    async signingUrl({ envelopeId, signer, returnUrl }) {
      const token = randomToken();
      const created = await store.insertSession({
        tokenHash: sha256(token),
        envelopeId,
        recipientId: signer.recipientId,
        returnUrl: new URL(returnUrl, 'http://placeholder').pathname,
        expiresAt: new Date(now().getTime() + settings.sessionTimeoutSeconds * 1000),
      });
      if (!created) throw new Error('Unknown envelope or recipient');
      return `${EMBEDDED_SIGNING_PATH}${token}/`;
    },
    async recipientOutcome(envelopeId, recipientId) {
      const status = await store.recipientStatus(envelopeId, recipientId);
      return status === 'completed' ? 'signed' : status === 'declined' ? 'declined' : 'pending';
    },
    // Each document with every signature stamped and the signing certificate appended.
    async signedDocuments(envelopeId) {
      const envelope = await store.signedEnvelope(envelopeId);
      if (!envelope) throw new Error('Unknown envelope');
      const signed: EnvelopeDocument[] = [];
      for (const document of envelope.documents) {
        const signers = envelope.signers.map(({ shown, ...signer }) => ({
          ...signer,
          // Recorded when they signed; a signer recorded before views were kept saw the original.
          shownSha256: shown.get(document.position) ?? sha256Hex(document.pdf),
        }));
        const pdf = await sealDocument(document.pdf, {
          title: envelope.title,
          documentName: document.name,
          signers,
        });
        signed.push({ name: signedName(document.name), pdf });
      }
      return signed;
    },
  };
}
