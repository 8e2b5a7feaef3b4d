import { stat } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { BATCH_LIMITS, openDb } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { type ImportFileResult, importFolder } from './importer.ts';

// `npm run import -- <folder>`: loads the provider's CSV files of a folder (docs/portfolio-data.md) into
// the configured database (DATABASE_URL, else the embedded one: stop the server first, PGlite is one
// connection). Prints a line per file and each reason a file was rejected; exits 1 if any was rejected.

function table(results: ImportFileResult[]): string {
  const rows = [
    ['File', 'Status', 'Rows', 'Errors'],
    ...results.map((r) => [r.file, r.status, String(r.rows), String(r.errors.length)]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) =>
      row.map((cell, i) => (i >= 2 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  '),
    )
    .join('\n');
}

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: npm run import -- <folder of CSV files>');
  process.exit(2);
}
const resolved = path.resolve(folder);
if (!(await stat(resolved).catch(() => null))?.isDirectory()) {
  console.error(`${resolved} is not a folder`);
  process.exit(2);
}

const config = loadConfig();
const db = await openDb(config, BATCH_LIMITS);
let results: ImportFileResult[];
try {
  await migrate(db);
  results = await importFolder(db, resolved);
} finally {
  await db.close();
}

if (results.length === 0) {
  console.log(`No CSV files in ${resolved}.`);
} else {
  console.log(table(results));
  const errors = results.flatMap((r) => r.errors);
  if (errors.length > 0) console.log(`\n${errors.join('\n')}`);
}
const rejected = results.filter((r) => r.status === 'rejected').length;
console.log(`\n${results.length - rejected} loaded, ${rejected} rejected.`);
process.exit(rejected > 0 ? 1 : 0);
