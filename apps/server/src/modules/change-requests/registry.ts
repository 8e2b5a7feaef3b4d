// The kinds of change request. Each module that changes an account through signatures registers its
// kind here (the application now; bank account changes and the IPS next): the kind names the request,
// renders the documents to sign and says what happens when it is approved or declined.
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { EnvelopeDocument } from '../../providers/esign.ts';
import type { ChangeRequestRow, SignerRow } from './queries.ts';

export type ChangeRequestKind = {
  kind: string;
  /** The request's title, shown on the signing page and as the envelope's subject. */
  title(request: ChangeRequestRow): string;
  /** The PDFs to sign, rendered from the data as it is now. */
  renderDocuments(q: Queryable, request: ChangeRequestRow): Promise<EnvelopeDocument[]>;
  /** Why `userId` cannot sign yet (their own steps come first), or null. */
  signingBlocker?(q: Queryable, request: ChangeRequestRow, userId: number): Promise<string | null>;
  /** A signature that leaves the request pending (more are required). */
  onSignature?(d: Deps, q: Queryable, request: ChangeRequestRow, signer: SignerRow): Promise<void>;
  /** The page where a member reviews the request (the account page's open requests link to it). */
  pagePath?(request: ChangeRequestRow): string;
  /** Every required signature is in (the request is now approved_by_users). */
  onApproved(d: Deps, q: Queryable, request: ChangeRequestRow): Promise<void>;
  /** A member declined (the request is now declined); the module moves its data back. */
  onDeclined(d: Deps, q: Queryable, request: ChangeRequestRow, decliner: SignerRow): Promise<void>;
};

const kinds = new Map<string, ChangeRequestKind>();

export function registerChangeRequestKind(kind: ChangeRequestKind): void {
  kinds.set(kind.kind, kind);
}

export function changeRequestKind(name: string): ChangeRequestKind {
  const kind = kinds.get(name);
  if (!kind) throw new Error(`Unknown change request kind: ${name}`);
  return kind;
}
