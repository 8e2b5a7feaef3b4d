import { TFN_VISIBLE_DIGITS } from '@portal/contracts/api/tax';
import { decryptSecret, encryptSecret } from './secret-cipher.ts';

export type StoredTfn = {
  /** `v1.<nonce>.<tag>.<ciphertext>`, each part base64url (security/secret-cipher.ts). */
  ciphertext: string;
  /** Kept in clear for the masked display ('*****789'); the rest of the number is never stored in clear. */
  lastDigits: string;
};

export function encryptTfn(key: Uint8Array, tfn: string): StoredTfn {
  return { ciphertext: encryptSecret(key, tfn), lastDigits: tfn.slice(-TFN_VISIBLE_DIGITS) };
}

/**
 * The TFN in clear. The portal never shows a stored TFN to anyone; this exists for the provider's back
 * office (lodging with the ATO), which must audit every use of it.
 */
export function decryptTfn(key: Uint8Array, ciphertext: string): string {
  return decryptSecret(key, ciphertext);
}
