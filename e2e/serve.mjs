// Starts one journey server (run as `node --conditions=compiled e2e/serve.mjs`, after `npm run build`):
// the compiled server on a copy of a demo database that the run seeds once. Filling a database with years
// of demo data is most of a server's start; the servers of one run start at once, so the first seeds the
// template while the others wait for it, and each then works on a copy of its own.
//
// The database is PostgreSQL when E2E_TEMPLATE_DATABASE_URL and DATABASE_URL name two databases of one
// server (the template, and this server's own, cloned from it), else the embedded PGlite in DATA_DIR,
// copied from E2E_TEMPLATE_DIR. Uploaded files live beside DATA_DIR in both cases.
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const template = process.env.E2E_TEMPLATE_DIR;
const dataDir = process.env.DATA_DIR;
if (!template || !dataDir) throw new Error('E2E_TEMPLATE_DIR and DATA_DIR are required');
const templateDatabaseUrl = process.env.E2E_TEMPLATE_DATABASE_URL;
const ownDatabaseUrl = process.env.DATABASE_URL;
const onPostgres = Boolean(templateDatabaseUrl && ownDatabaseUrl);
const ready = `${template}.ready`;
// The local file storage lives beside the data folder (`<dataDir>-files`).
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

/** Runs statements on the server's maintenance database (CREATE and DROP DATABASE run outside one). */
async function onMaintenanceDb(statements) {
  const { default: pg } = await import('pg');
  const url = new URL(templateDatabaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
const nameOf = (url) => `"${decodeURIComponent(new URL(url).pathname.slice(1))}"`;

if (claimSeeding()) {
  if (onPostgres) {
    await onMaintenanceDb([
      `DROP DATABASE IF EXISTS ${nameOf(templateDatabaseUrl)} WITH (FORCE)`,
      `CREATE DATABASE ${nameOf(templateDatabaseUrl)}`,
    ]);
  }
  const { loadConfig } = await import('../apps/server/dist/config.js');
  const { openMigratedDb } = await import('../apps/server/dist/db/open.js');
  const config = {
    ...loadConfig(),
    dataDir: template,
    databaseUrl: onPostgres ? templateDatabaseUrl : undefined,
  };
  const db = await openMigratedDb(config, { seedIfEmpty: true });
  await db.close();
  writeFileSync(ready, '');
} else {
  while (!existsSync(ready)) await sleep(200);
}
if (onPostgres) {
  await onMaintenanceDb([
    `DROP DATABASE IF EXISTS ${nameOf(ownDatabaseUrl)} WITH (FORCE)`,
    `CREATE DATABASE ${nameOf(ownDatabaseUrl)} TEMPLATE ${nameOf(templateDatabaseUrl)}`,
  ]);
} else {
  cpSync(template, dataDir, { recursive: true });
}
if (existsSync(filesOf(template))) cpSync(filesOf(template), filesOf(dataDir), { recursive: true });
await import('../apps/server/dist/main.js');
