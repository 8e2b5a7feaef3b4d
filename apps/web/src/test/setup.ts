import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { takeContractViolations } from './mock-server';

// Pages are lazy chunks: on a busy two-core machine the first render of one can take more than the
// default second (or five), which would fail a test for the machine's load rather than the app's behaviour.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  const violations = takeContractViolations();
  if (violations.length > 0)
    throw new Error(`The fake server gave answers the contract does not allow:\n${violations.join('\n')}`);
});
