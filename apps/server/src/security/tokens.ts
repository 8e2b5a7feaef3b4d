import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe: session keys, reset and verification links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest of a token or code is stored, so a copy of the database opens no session. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A six-digit code from the operating system's CSPRNG. */
export function randomCode(length = 6): string {
  return randomInt(0, 10 ** length)
    .toString()
    .padStart(length, '0');
}
