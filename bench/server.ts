import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openMigratedDb } from '../apps/server/src/db/open.ts';

/** The real server on a fresh database: embedded PGlite, or PostgreSQL when `databaseUrl` is given. */
export async function startBenchServer(databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl ?? '',
    DATA_DIR: dataDir,
    PORT: '0',
  });
  const db = await openMigratedDb(config, { seedIfEmpty: !databaseUrl });
  if (databaseUrl) {
    const { seedDemo } = await import('../apps/server/src/demo/seed.ts');
    const { createPasswordHasher } = await import('../apps/server/src/security/passwords.ts');
    await seedDemo(db, createPasswordHasher(config.argon2MemoryKib));
  }
  const app = await buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
