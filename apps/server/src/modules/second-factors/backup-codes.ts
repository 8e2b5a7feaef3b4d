import { randomInt } from 'node:crypto';
import { BACKUP_CODE_COUNT } from '@portal/contracts/api/second-factors';
import type { Queryable } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { replaceBackupCodes } from './queries.ts';

// Lower-case letters and digits without the ones people confuse (0/o, 1/l/i): 32 symbols, so ten of
// them carry 50 bits, from the operating system's CSPRNG.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newBackupCode(): string {
  const symbols = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
}

/**
 * Ten new single-use codes replace the user's earlier ones. Only their password hashes (argon2id, as the
 * password) are stored; the codes themselves are answered once, to be shown once.
 */
export async function issueBackupCodes(deps: Deps, q: Queryable, userId: number): Promise<string[]> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
  const hashes = await Promise.all(codes.map((code) => deps.hasher.hash(code.replace('-', ''))));
  await replaceBackupCodes(q, userId, hashes);
  return codes;
}
