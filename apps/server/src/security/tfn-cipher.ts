import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { TFN_VISIBLE_DIGITS } from '@portal/contracts/api/tax';

// AES-256-GCM: confidentiality and integrity in one, so a stored value that was tampered with does not
// decrypt. A fresh 96-bit nonce per value means two people with the same TFN get different ciphertexts.
const ALGORITHM = 'aes-256-gcm';
const NONCE_BYTES = 12;
const VERSION = 'v1';

export type StoredTfn = {
  /** `v1.<nonce>.<tag>.<ciphertext>`, each part base64url. */
  ciphertext: string;
  /** Kept in clear for the masked display ('*****789'); the rest of the number is never stored in clear. */
  lastDigits: string;
};

export function encryptTfn(key: Uint8Array, tfn: string): StoredTfn {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, nonce);
  const body = Buffer.concat([cipher.update(tfn, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  const parts = [nonce, tag, body].map((part) => part.toString('base64url'));
  return { ciphertext: [VERSION, ...parts].join('.'), lastDigits: tfn.slice(-TFN_VISIBLE_DIGITS) };
}

/**
 * The TFN in clear. The portal never shows a stored TFN to anyone; this exists for the provider's back
 * office (lodging with the ATO), which must audit every use of it.
 */
export function decryptTfn(key: Uint8Array, ciphertext: string): string {
  const [version, nonce, tag, body] = ciphertext.split('.');
  if (version !== VERSION || !nonce || !tag || !body) throw new Error('Unknown TFN ciphertext format');
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
