import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { CachedSession } from './modules/auth/cached-session.ts';
import { createMessenger, type Messenger } from './providers/messaging.ts';
import type { AuthCache } from './security/auth-cache.ts';
import { createPasswordHasher, type PasswordHasher } from './security/passwords.ts';
import { createFileStorage } from './storage/configured-storage.ts';
import type { FileStorage } from './storage/file-storage.ts';

/** What every use case may need; built once in app.ts (the composition root). */
export type Deps = {
  config: Config;
  db: Db;
  messenger: Messenger;
  hasher: PasswordHasher;
  /** Sessions and profiles in memory (security/auth-cache.ts); null when AUTH_CACHE_TTL_MS is 0. */
  authCache: AuthCache<CachedSession> | null;
  /** Uploaded and generated files: one storage, shared by every instance when it is a bucket. */
  files: FileStorage;
};

/** Deps for work outside a request (demo seeding, commands, benchmarks): the configured providers, no cache. */
export function backgroundDeps(config: Config, db: Db): Deps {
  return {
    config,
    db,
    messenger: createMessenger(config),
    hasher: createPasswordHasher(config.argon2MemoryKib),
    authCache: null,
    files: createFileStorage(config),
  };
}
