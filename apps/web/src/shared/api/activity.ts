// The time of the last call that counts as user activity (spec: last-activity, logout and new-counter
// calls do not update it). The session keeper restarts its inactivity timer from it.

const listeners = new Set<() => void>();
let lastRequestAt = Date.now();

export const markRequestActivity = (): void => {
  lastRequestAt = Date.now();
  for (const listener of listeners) listener();
};

export const getLastRequestAt = (): number => lastRequestAt;

export const subscribeRequestActivity = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
