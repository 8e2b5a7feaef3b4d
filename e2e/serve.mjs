// Starts one journey server (run as `node --conditions=compiled e2e/serve.mjs`, after `npm run build`):
// the compiled server on a copy of a demo database that the run seeds once. Filling the embedded database
// with years of demo data is most of a server's start; the servers of one run start at once, so the first
// seeds E2E_TEMPLATE_DIR while the others wait for it, and each then works on a copy of its own.
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const template = process.env.E2E_TEMPLATE_DIR;
const dataDir = process.env.DATA_DIR;
if (!template || !dataDir) throw new Error('E2E_TEMPLATE_DIR and DATA_DIR are required');
const ready = `${template}.ready`;
// The embedded database's files live beside its folder (`<dataDir>-files`).
const filesOf = (dir) => `${dir}-files`;

const claimSeeding = () => {
  mkdirSync(path.dirname(template), { recursive: true });
  try {
    mkdirSync(`${template}.lock`, { recursive: false });
    return true;
  } catch {
    return false;
  }
};

if (claimSeeding()) {
  const { loadConfig } = await import('../apps/server/dist/config.js');
  const { openMigratedDb } = await import('../apps/server/dist/db/open.js');
  const db = await openMigratedDb({ ...loadConfig(), dataDir: template }, { seedIfEmpty: true });
  await db.close();
  writeFileSync(ready, '');
} else {
  while (!existsSync(ready)) await sleep(200);
}
cpSync(template, dataDir, { recursive: true });
if (existsSync(filesOf(template))) cpSync(filesOf(template), filesOf(dataDir), { recursive: true });
await import('../apps/server/dist/main.js');
