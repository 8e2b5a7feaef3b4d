// `npm run admin -- <command>`: the administrator's commands, run against the configured database
// (DATABASE_URL, else the embedded one, made and filled with the demo data as the server would).
import { loadConfig } from '../config.ts';
import { openMigratedDb } from '../db/open.ts';
import { createPasswordHasher } from '../security/passwords.ts';
import { AdminCommandError, createStaffUser } from './create-staff.ts';

const USAGE = 'Usage: npm run admin -- create-staff <email> <mobile>';

const [command, ...args] = process.argv.slice(2);
if (command !== 'create-staff' || args.length !== 2) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const db = await openMigratedDb(config, { seedIfEmpty: !config.databaseUrl });
try {
  const staff = await db.tx((q) =>
    createStaffUser(q, createPasswordHasher(config.argon2MemoryKib), args[0]!, args[1]!),
  );
  console.log(`Staff user ${staff.email} created.`);
  console.log(`One-time password: ${staff.oneTimePassword}`);
  console.log(
    `Sign in at ${config.publicUrl}/auth/login/ : each sign-in asks for the code sent to ${staff.mobile}, the first one also for a new password.`,
  );
  if (staff.applications.length === 0) {
    console.log('No applications are configured yet: add them (or run `npm run db:seed` for the demo).');
  }
} catch (error) {
  if (!(error instanceof AdminCommandError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.close();
}
