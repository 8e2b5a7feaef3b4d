import { hash, verify } from '@node-rs/argon2';

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(passwordHash: string | undefined, password: string): Promise<boolean>;
};

/** argon2id (the library's default algorithm) with a random salt per hash; OWASP's minimum cost by default. */
export function createPasswordHasher(memoryCost: number): PasswordHasher {
  const options = { memoryCost, timeCost: 2, parallelism: 1 };
  // Unknown e-mails are checked against this hash, so a login takes as long whether or not the account exists.
  const dummy = hash('not-a-real-password-but-the-same-cost', options);
  return {
    hash: (password) => hash(password, options),
    async verify(passwordHash, password) {
      if (!passwordHash) {
        await verify(await dummy, password).catch(() => false);
        return false;
      }
      return verify(passwordHash, password).catch(() => false);
    },
  };
}
