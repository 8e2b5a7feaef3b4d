import { writeFile } from 'node:fs/promises';
import { openPostgres } from './client.ts';
import { generateDatabaseTypes, generatedTypesFile } from './database-types.ts';
import { migrate } from './migrate.ts';
import { withScratchDatabase } from './scratch-database.ts';

// `npm run db:types`: migrates a scratch database from nothing on the PostgreSQL of TEST_DATABASE_URL
// (else the local one), writes the types of its tables to database.generated.ts and drops it.
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const types = await withScratchDatabase(url, null, async (scratchUrl) => {
  const db = await openPostgres(scratchUrl, { max: 1 });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  return generateDatabaseTypes(scratchUrl);
});
await writeFile(generatedTypesFile, types);
console.log(`Wrote ${generatedTypesFile}`);
