import { defineConfig } from 'vitest/config';

// One command runs every suite: contracts and server in Node, the web app in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
          // The server's worker count: projects of one group must share it.
          maxWorkers: '100%',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          // The files share a worker's loaded modules (no test changes module state): importing the
          // server once per worker, not once per file, halves the suite's time.
          isolate: false,
          // Every core: each file's apps have databases of their own (copies of one template), so two
          // files at once share nothing but the PostgreSQL server, and a worker waiting on the database
          // leaves its core to the other. On two cores Vitest's default would be one file at a time.
          maxWorkers: '100%',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
