import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openMigratedDb } from './db/open.ts';
import { DEMO_APPLICANT } from './demo/applications.ts';
import { DEMO_INVITATIONS } from './demo/invitations.ts';
import { DEMO_NOTES_INVESTOR } from './demo/loan-notes.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo/seed.ts';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    // A missing or malformed setting: one plain line for the operator, not a stack trace.
    console.error(`The portal cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
})();
// The embedded database starts with demo data; a real PostgreSQL is filled only by `npm run db:seed`;
// production (which requires DATABASE_URL) never gets demo data.
const db = await openMigratedDb(config, { seedIfEmpty: !config.production && !config.databaseUrl });
const app = await buildApp({ config, db, logRequests: process.env.LOG_REQUESTS === 'true' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await db.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
console.log(`Client Portal is running at ${url}`);
console.log(
  `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
);
if (config.emailProvider === 'outbox') console.log(`Sent SMS and e-mail: ${url}/dev/outbox`);
if (!config.production) {
  console.log(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
  for (const user of [...DEMO_USERS, DEMO_APPLICANT, DEMO_NOTES_INVESTOR])
    console.log(`  ${user.email.padEnd(22)} ${user.note}`);
  console.log('Demo invitations (link, then the code):');
  for (const invite of DEMO_INVITATIONS)
    console.log(`  ${url}/invitation/${invite.uuid}/  ${invite.code}  ${invite.application} ${invite.email}`);
}
