import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// AES-256-GCM: confidentiality and integrity in one, so a stored value that was tampered with does not
// decrypt. A fresh 96-bit nonce per value means two equal secrets get different ciphertexts. Used for
// every secret kept at rest that the server must read again (TFNs, authenticator-app secrets), with the
// key from configuration (`TFN_ENCRYPTION_KEY`).
const ALGORITHM = 'aes-256-gcm';
const NONCE_BYTES = 12;
const VERSION = 'v1';

/** `v1.<nonce>.<tag>.<ciphertext>`, each part base64url. */
export function encryptSecret(key: Uint8Array, secret: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, nonce);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, ...[nonce, tag, body].map((part) => part.toString('base64url'))].join('.');
}

export function decryptSecret(key: Uint8Array, ciphertext: string): string {
  const [version, nonce, tag, body] = ciphertext.split('.');
  if (version !== VERSION || !nonce || !tag || !body) throw new Error('Unknown ciphertext format');
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
