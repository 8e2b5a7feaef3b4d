// What the run's global setup hands every test file (vitest's provide / inject).
declare module 'vitest' {
  export interface ProvidedContext {
    /** The database each test app copies; null on PGlite. */
    testTemplateDatabase: string | null;
  }
}

import { type Config, loadConfig } from '../config.ts';

/** Argon2 memory of the test apps: the demo passwords hash in milliseconds (any cost verifies). */
export const TEST_ARGON2_MEMORY_KIB = 1024;

/** The configuration of a test app: the template the run seeds uses the same keys. */
export const testConfig = (overrides: Partial<Config> = {}): Config =>
  loadConfig(
    { NODE_ENV: 'test', ADVISOR_JWT_SECRET: 'test-advisor-secret-of-at-least-32-chars' },
    { argon2MemoryKib: TEST_ARGON2_MEMORY_KIB, webDist: '/nonexistent', ...overrides },
  );

export { databaseUrlNamed } from '../db/scratch-database.ts';
