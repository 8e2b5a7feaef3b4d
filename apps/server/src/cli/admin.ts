// `npm run admin -- <command>`: the administrator's commands, run against the configured database
// (DATABASE_URL, else the embedded one, made and filled with the demo data as the server would).
import { loadConfig } from '../config.ts';
import { runAdminCommand } from './admin-command.ts';

process.exitCode = await runAdminCommand(process.argv.slice(2), () => loadConfig(), console);
