// The administrator's commands, apart from the process they run in: `admin.ts` gives them the process's
// arguments, configuration and streams; the tests give them their own.
import type { Config } from '../config.ts';
import { openMigratedDb } from '../db/open.ts';
import { createPasswordHasher } from '../security/passwords.ts';
import { AdminCommandError, createStaffUser } from './create-staff.ts';

export const ADMIN_USAGE = 'Usage: npm run admin -- create-staff <email> <mobile>';

export type AdminOutput = { log: (line: string) => void; error: (line: string) => void };

/** Runs one command; the answer is the process's exit code: 0 done, 1 refused, 2 not a command. */
export async function runAdminCommand(
  argv: readonly string[],
  loadConfig: () => Config,
  output: AdminOutput,
): Promise<number> {
  const [command, ...args] = argv;
  if (command !== 'create-staff' || args.length !== 2) {
    output.error(ADMIN_USAGE);
    return 2;
  }
  const config = loadConfig();
  const db = await openMigratedDb(config, { seedIfEmpty: !config.databaseUrl });
  try {
    const staff = await db.tx((q) =>
      createStaffUser(q, createPasswordHasher(config.argon2MemoryKib), args[0]!, args[1]!),
    );
    output.log(`Staff user ${staff.email} created.`);
    output.log(`One-time password: ${staff.oneTimePassword}`);
    output.log(
      `Sign in at ${config.publicUrl}/auth/login/ : each sign-in asks for the code sent to ${staff.mobile}, the first one also for a new password.`,
    );
    if (staff.applications.length === 0) {
      output.log('No applications are configured yet: add them (or run `npm run db:seed` for the demo).');
    }
    return 0;
  } catch (error) {
    if (!(error instanceof AdminCommandError)) throw error;
    output.error(error.message);
    return 1;
  } finally {
    await db.close();
  }
}
