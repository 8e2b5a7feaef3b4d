import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { reloadDisplayPreferences } from '@/shared/preferences/display-preferences';
import { takeContractViolations } from './mock-server';

// Pages are lazy chunks: on a busy two-core machine the first render of one can take more than the
// default second (or five), which would fail a test for the machine's load rather than the app's behaviour.
// CI machines of the same kind have run the suite at half the speed of others: the wait allows for that.
configure({ asyncUtilTimeout: 20_000 });

// jsdom has no object URLs: download tests stub them on the one URL object every file of a worker shares.
// They are put back after each test, except that a revoke the app scheduled for after a download may still
// run once the test has ended: it must find a function.
const jsdomObjectUrls = {
  createObjectURL: URL.createObjectURL,
  revokeObjectURL: URL.revokeObjectURL ?? (() => undefined),
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The device's display choices are read from the storage just cleared.
  reloadDisplayPreferences();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.assign(URL, jsdomObjectUrls);
  const violations = takeContractViolations();
  if (violations.length > 0)
    throw new Error(`The fake server gave answers the contract does not allow:\n${violations.join('\n')}`);
});
