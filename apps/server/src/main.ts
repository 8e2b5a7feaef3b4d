import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { ChangedMigrationError } from './db/migrate.ts';
import { openMigratedDb } from './db/open.ts';
import { DEMO_APPLICANT } from './demo/applications.ts';
import { DEMO_INVITATIONS } from './demo/invitations.ts';
import { DEMO_NOTES_INVESTOR } from './demo/loan-notes.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo/seed.ts';

// Requests in flight get this long to finish after SIGTERM before their connections are cut.
const SHUTDOWN_GRACE_MS = 10_000;

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
const db = await openMigratedDb(config, {
  seedIfEmpty: !config.production && !config.databaseUrl,
  // A lost idle connection is replaced on the next call; it is worth a line in the log, no more.
  onConnectionError: (error) => console.warn(`Database connection lost: ${error.message}`),
}).catch((error: unknown) => {
  // An applied migration edited afterwards: the operator reads which one, not a stack trace.
  if (!(error instanceof ChangedMigrationError)) throw error;
  console.error(`The portal cannot start: ${error.message}`);
  process.exit(1);
});
const app = await buildApp({ config, db, logRequests: process.env.LOG_REQUESTS === 'true' });

/**
 * Stops accepting connections, lets requests in flight finish (for SHUTDOWN_GRACE_MS at most), stops
 * the background workers and closes the sockets with 1012 (the app's close hooks), then the database.
 */
async function shutDown(signal: string): Promise<void> {
  console.log(`${signal}: shutting down`);
  const grace = setTimeout(() => {
    console.warn('Requests still running after the grace period: closing their connections');
    app.server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  grace.unref();
  try {
    await app.close();
    await db.close();
  } catch (error) {
    console.error('Shutdown did not finish cleanly', error);
    process.exit(1);
  }
  process.exit(0);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutDown(signal));

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
