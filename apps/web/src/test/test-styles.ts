// Styles as the web tests render them. jsdom matches every element it is asked about against every rule
// on the page (getComputedStyle has no selector index), and role queries, toBeVisible and user-event ask
// about each element and its ancestors, so the hundreds of rules MUI injects made style matching most of a
// test's time. The test cache below keeps every rule that sets a property a test can observe through jsdom
// and drops the rest; the test theme turns ripples off.
import createCache, { type StylisPlugin } from '@emotion/cache';
import type { ThemeOptions } from '@mui/material/styles';

/**
 * What jsdom-based tests can observe of CSS: display and visibility (role queries, accessible names,
 * user-event), opacity (toBeVisible) and pointer-events (user-event refuses to click through it).
 * `all` resets each of them, so it stays too.
 */
export const OBSERVABLE_PROPERTIES: ReadonlySet<string> = new Set([
  'display',
  'visibility',
  'opacity',
  'pointer-events',
  'all',
]);

/**
 * Removes every declaration of a property outside OBSERVABLE_PROPERTIES from each rule before emotion
 * writes it; a rule left empty is not written. The rules that remain keep their order, so jsdom's cascade
 * (last matching rule wins) gives each observable property the value it has with every rule present.
 */
export const keepObservableDeclarations: StylisPlugin = (element) => {
  if (element.type !== 'rule' || typeof element.children === 'string') return;
  const kept = element.children.filter(
    (child) => child.type !== 'decl' || OBSERVABLE_PROPERTIES.has(String(child.props).toLowerCase()),
  );
  element.children = kept;
  // A rule without a selector is not written at all (emotion would write an empty rule otherwise).
  if (kept.length === 0) element.props = [];
};

/** An emotion cache with the app's key and class names that writes only observable declarations. */
export const createTestStyleCache = () =>
  createCache({ key: 'css', stylisPlugins: [keepObservableDeclarations] });

/** One per test file, like emotion's default cache: a rule is written once and stays for the file. */
export const testStyleCache = createTestStyleCache();

/**
 * No ripples: a click on a button does not mount ripple elements and their styles and timers. (MUI's
 * reduced-motion mode would also end transitions at once, but a dialog closed with it stayed in the
 * document in account-files-form.test.tsx, so transitions keep their timing.)
 */
export const TEST_THEME_OVERRIDES: ThemeOptions = {
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};
