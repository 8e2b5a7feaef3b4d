import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { generateDatabaseTypes, generatedTypesFile } from './database-types.ts';
import { withScratchDatabase } from './scratch-database.ts';

const url = process.env.TEST_DATABASE_URL;
const template = inject('testTemplateDatabase');

describe('the checked-in database types', () => {
  // kysely-codegen reads the schema over a PostgreSQL connection, which the embedded PGlite does not
  // offer; CI runs the suite on PostgreSQL, so the check runs there.
  it.skipIf(!url || !template)(
    'match the types of a freshly migrated database (PostgreSQL only: skipped on PGlite)',
    async () => {
      // A copy of the run's template, migrated from nothing: the template itself is copied by other
      // test apps meanwhile, which a connection to it would block.
      const fresh = await withScratchDatabase(url!, template, generateDatabaseTypes);
      const checkedIn = await readFile(generatedTypesFile, 'utf8');
      expect(
        fresh === checkedIn,
        'apps/server/src/db/database.generated.ts differs from the migrated schema: run `npm run db:types` and commit the result',
      ).toBe(true);
    },
  );
});
