import { vi } from 'vitest';

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/**
 * The browser's WebAuthn API as a platform authenticator that always says yes (or, with `refuse`, a prompt
 * the user left): jsdom has none. The options each call was given are kept for the test to read.
 */
export function installFakeAuthenticator({ refuse = false }: { refuse?: boolean } = {}) {
  vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});
  const answer = async (response: Record<string, unknown>) => {
    if (refuse)
      throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
    return {
      id: 'cred-1',
      rawId: bytes('cred-1'),
      type: 'public-key',
      response,
      authenticatorAttachment: 'platform',
      getClientExtensionResults: () => ({}),
    };
  };
  const credentials = {
    create: vi.fn(() =>
      answer({
        clientDataJSON: bytes('{"type":"webauthn.create"}'),
        attestationObject: bytes('attestation'),
        getTransports: () => ['internal'],
      }),
    ),
    get: vi.fn(() =>
      answer({
        clientDataJSON: bytes('{"type":"webauthn.get"}'),
        authenticatorData: bytes('authenticator-data'),
        signature: bytes('signature'),
        userHandle: null,
      }),
    ),
  };
  Object.defineProperty(navigator, 'credentials', { value: credentials, configurable: true });
  return credentials;
}

/** Options as the server answers them, enough for the browser library to read. */
export const REGISTRATION_OPTIONS = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { name: 'Client Portal', id: 'localhost' },
  user: { id: 'dXNlcg', name: 'investor@demo.test', displayName: 'Ivy Investor' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  excludeCredentials: [],
  authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  attestation: 'none',
};
export const AUTHENTICATION_OPTIONS = {
  challenge: 'Y2hhbGxlbmdl',
  rpId: 'localhost',
  allowCredentials: [],
  userVerification: 'required',
};
