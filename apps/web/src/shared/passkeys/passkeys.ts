// The browser's side of passkeys (@simplewebauthn/browser): each ceremony asks the server for options
// with a fresh challenge, lets the browser and its authenticator answer, and sends the answer back.
import { PASSKEY_MESSAGES } from '@portal/contracts/api/second-factors';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { ApiError } from '@/shared/api/api-error';
import { getPasskeyOptions } from './api/get-passkey-options';
import { sendPasskeyAnswer } from './api/send-passkey-answer';

/** Whether this browser can use passkeys at all; where it cannot, the pages offer none. */
export const passkeysSupported = (): boolean => typeof globalThis.PublicKeyCredential === 'function';

// The library loads with the first ceremony, not with the login page that offers one.
const webAuthn = () => import('@simplewebauthn/browser');

/**
 * Signs a challenge of `path` with one of the user's passkeys (or, with no session, any passkey the
 * browser offers) and answers the server's reply to it.
 */
export const answerPasskeyChallenge = async <T>(path: string): Promise<T> => {
  const options = await getPasskeyOptions(path);
  const credential = await (await webAuthn()).startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return sendPasskeyAnswer<T>(path, { credential });
};

/** Makes a new passkey for the signed-in user and sends it, with the fields the user chose, to `path`. */
export const createPasskey = async <T>(path: string, fields: { name: string; passwordless: boolean }) => {
  const options = await getPasskeyOptions(path, { passwordless: fields.passwordless });
  const credential = await (await webAuthn()).startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return sendPasskeyAnswer<T>(path, { ...fields, credential });
};

/** What the user reads when a ceremony fails: the server's reason, or the browser's prompt was left. */
export const passkeyFailureMessage = (error: unknown): string => {
  if (error instanceof ApiError && error.detail) return error.detail;
  // The library's WebAuthnError carries a code ('ERROR_CEREMONY_ABORTED'...); the browser's own refusal
  // is a NotAllowedError.
  const isCeremonyError =
    error instanceof Error && 'code' in error && String(error.code).startsWith('ERROR_');
  if (isCeremonyError || (error instanceof Error && error.name === 'NotAllowedError'))
    return PASSKEY_MESSAGES.cancelled;
  return PASSKEY_MESSAGES.notVerified;
};

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const DEVICES: [RegExp, string][] = [
  [/iPhone|iPad/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X/, 'macOS'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

/** A name for a new passkey from the browser and device it is made on, which the user may change. */
export const defaultPasskeyName = (userAgent: string = navigator.userAgent): string => {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Browser';
  const device = DEVICES.find(([pattern]) => pattern.test(userAgent))?.[1];
  return device ? `${browser} on ${device}` : browser;
};
