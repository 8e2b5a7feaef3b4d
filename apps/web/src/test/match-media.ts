import { vi } from 'vitest';

/**
 * jsdom has no window.matchMedia, which MUI's useMediaQuery reads: answers each media query with
 * `matches(query)`.
 */
export const stubMatchMedia = (matches: (query: string) => boolean): void => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
};
