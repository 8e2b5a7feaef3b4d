// The WebAuthn ceremonies of passkeys (@simplewebauthn/server): the options the browser is given and the
// verification of what it answers. Every challenge is single use, short-lived and bound to its purpose
// and to the session that asked for it (none for a passwordless sign-in, which has no session yet).
import type { TWebAuthnOptionsResponse } from '@portal/contracts/api/second-factors';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import type { Config } from '../../config.ts';
import type { Deps } from '../../deps.ts';
import {
  findPasskeyByCredentialId,
  insertChallenge,
  passkeyCredentialsOf,
  recordPasskeyUse,
  spendChallenge,
} from './queries.ts';

const RP_NAME = 'Client Portal';
/** How long the browser's prompt may stay open, and the challenge a little longer. */
const CEREMONY_TIMEOUT_MS = 120_000;
const CHALLENGE_TTL_SECONDS = 180;

type Purpose = 'register' | 'second_factor' | 'passwordless';
type Binding = { purpose: Purpose; sessionId: number | null };

/** The relying party is the portal's public address: its host name is the RP ID, its origin the origin. */
export function relyingParty(config: Pick<Config, 'publicUrl'>) {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin };
}

const descriptors = (rows: { credential_id: string; transports: string[] }[]) =>
  rows.map((row) => ({
    id: row.credential_id,
    transports: row.transports as AuthenticatorTransport[],
  }));

/** The verification spends the challenge it was answered to, if that challenge is this binding's. */
const spending = (deps: Deps, binding: Binding) => (challenge: string) =>
  spendChallenge(deps.db, { challenge, purpose: binding.purpose, session_id: binding.sessionId });

/**
 * Options for adding a passkey. A passkey for passwordless sign-in must be discoverable (the browser
 * offers it without an e-mail first); user verification (PIN, fingerprint, face) is always required.
 * The user's passkeys are excluded, so one authenticator is not added twice.
 */
export async function registrationOptions(
  deps: Deps,
  user: { id: number; email: string; first_name: string; last_name: string },
  sessionId: number,
  passwordless: boolean,
): Promise<TWebAuthnOptionsResponse> {
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(deps.config).id,
    userName: user.email,
    userDisplayName: `${user.first_name} ${user.last_name}`.trim() || user.email,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: descriptors(await passkeyCredentialsOf(deps.db, user.id)),
    authenticatorSelection: {
      residentKey: passwordless ? 'required' : 'preferred',
      userVerification: 'required',
    },
  });
  await insertChallenge(
    deps.db,
    { purpose: 'register', challenge: options.challenge, session_id: sessionId },
    CHALLENGE_TTL_SECONDS,
  );
  return { ...options };
}

/** The new credential, if the browser's answer verifies against a live challenge of this session. */
export async function verifyRegistration(
  deps: Deps,
  sessionId: number,
  response: unknown,
): Promise<WebAuthnCredential | null> {
  const rp = relyingParty(deps.config);
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: spending(deps, { purpose: 'register', sessionId }),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    return result.verified ? result.registrationInfo.credential : null;
  } catch {
    // A malformed or forged answer, a spent or foreign challenge, no user verification: all refused alike.
    return null;
  }
}

/**
 * Options for signing in or confirming with a passkey: the user's own passkeys for a second factor, any
 * discoverable passkey for a passwordless sign-in (the browser lists them).
 */
export async function authenticationOptions(
  deps: Deps,
  binding: Binding & { userId: number | null },
): Promise<TWebAuthnOptionsResponse> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).id,
    allowCredentials:
      binding.userId === null ? [] : descriptors(await passkeyCredentialsOf(deps.db, binding.userId)),
    userVerification: 'required',
    timeout: CEREMONY_TIMEOUT_MS,
  });
  await insertChallenge(
    deps.db,
    { purpose: binding.purpose, challenge: options.challenge, session_id: binding.sessionId },
    CHALLENGE_TTL_SECONDS,
  );
  return { ...options };
}

export type UsedPasskey = NonNullable<Awaited<ReturnType<typeof findPasskeyByCredentialId>>>;

/**
 * Verifies a passkey's answer to a live challenge of this binding, with user verification, and records
 * its use. `accept` decides first whether this passkey may answer at all (the signed-in user's own, or
 * one chosen for passwordless sign-in), so a refused passkey's counter is never touched.
 */
export async function verifyAssertion(
  deps: Deps,
  binding: Binding,
  response: { id: string },
  accept: (passkey: UsedPasskey) => boolean,
): Promise<UsedPasskey | null> {
  const passkey = await findPasskeyByCredentialId(deps.db, response.id);
  if (!passkey || !accept(passkey)) return null;
  const rp = relyingParty(deps.config);
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: spending(deps, binding),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: passkey.sign_count,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: true,
    });
    if (!result.verified) return null;
    await recordPasskeyUse(deps.db, passkey.id, result.authenticationInfo.newCounter);
    return passkey;
  } catch {
    return null;
  }
}
