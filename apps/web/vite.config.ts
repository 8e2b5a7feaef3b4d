import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

// One config for the dev server, the production build and the web test project.
export default defineConfig({
  root,
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } } },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      // zod schema builders have no side effects: schemas a page does not use are left out of its chunk.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically runs on every page before anything shows: one
            // file, not a dozen small shared chunks each compressed on its own (~9 kB gz on login).
            { name: 'app', tags: ['$initial'] },
            // Modals, menus and drawers: only pages that open one load them (not the login page).
            {
              name: 'mui-overlays',
              includeDependenciesRecursively: false,
              test: /@mui[\\/]material[\\/](Modal|Popover|Menu|MenuList|MenuItem|Dialog\w*|Drawer|Backdrop|Fade|Grow|Slide|Portal|Unstable_TrapFocus|List\w*|Divider)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 30_000,
    // Vitest's default is one worker less than the cores, which is one file at a time on two cores.
    // Web test files are CPU-bound and share nothing, so they use every core; being their own group,
    // they run after the node projects and leave those their own worker count.
    maxWorkers: '100%',
    // A worker's files share its loaded modules (React, MUI, the app): each file re-importing them was a
    // third of the suite's work. The tests leave nothing behind: `test/setup.ts` clears the DOM, storage,
    // stubs and the object URLs after each test, and every render makes its own query client and session.
    isolate: false,
    sequence: { groupOrder: 1 },
  },
});
