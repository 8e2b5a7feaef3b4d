// What the run's global setup hands every test file (vitest's provide / inject).
declare module 'vitest' {
  export interface ProvidedContext {
    /** The database each test app copies; null on PGlite. */
    testTemplateDatabase: string | null;
  }
}

/** Argon2 memory of the test apps: the demo passwords hash in milliseconds (any cost verifies). */
export const TEST_ARGON2_MEMORY_KIB = 1024;

export { databaseUrlNamed } from '../db/scratch-database.ts';
