// The configured signing provider and what it reports of a signer; kept apart from the signing flow so
// change requests can ask for an outcome without depending on the flow that records it.
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { esignProviderFor } from '../../providers/configured-esign.ts';
import type { ESignProvider, RecipientOutcome } from '../../providers/esign.ts';
import { embeddedStore, findEnvelope } from './queries.ts';

export const providerOf = (d: Deps, q: Queryable = d.db): ESignProvider =>
  esignProviderFor(d.config, embeddedStore(q));

/** What a signer did, as the provider reports it; 'pending' before any envelope exists. */
export async function recipientOutcomeFor(
  d: Deps,
  q: Queryable,
  requestId: number,
  signerId: number,
): Promise<RecipientOutcome> {
  const envelope = await findEnvelope(q, requestId);
  if (envelope?.status !== 'ready' || !envelope.provider_envelope_id) return 'pending';
  return providerOf(d, q).recipientOutcome(envelope.provider_envelope_id, String(signerId));
}
