// Spec section 1: browsers below Chrome 110, Firefox 115, Safari 16 or Edge 110 get the Unsupported
// Browser page instead of the app. Browsers we cannot name are let through.

export type TBrowser = { name: 'chrome' | 'firefox' | 'safari' | 'edge'; major: number };

export const MINIMUM_VERSIONS: Record<TBrowser['name'], number> = {
  chrome: 110,
  firefox: 115,
  safari: 16,
  edge: 110,
};

const major = (userAgent: string, pattern: RegExp): number | null => {
  const match = pattern.exec(userAgent);
  return match?.[1] ? Number.parseInt(match[1], 10) : null;
};

/** Reads the browser and its major version from a user agent; null for one we do not judge. */
export const parseBrowser = (userAgent: string): TBrowser | null => {
  // Order matters: Edge and Opera also say Chrome; Chrome also says Safari.
  const edge = major(userAgent, /\bEdg(?:e|A|iOS)?\/(\d+)/);
  if (edge !== null) return { name: 'edge', major: edge };
  const firefox = major(userAgent, /\b(?:Firefox|FxiOS)\/(\d+)/);
  if (firefox !== null && !/\bFxiOS\//.test(userAgent)) return { name: 'firefox', major: firefox };
  // Every browser on iOS runs Safari's engine: judge the engine by the Safari (iOS) version.
  const iosVersion = /\b(?:CriOS|FxiOS|EdgiOS)\//.test(userAgent) ? major(userAgent, /\bOS (\d+)_\d+/) : null;
  if (iosVersion !== null) return { name: 'safari', major: iosVersion };
  const chrome = major(userAgent, /\b(?:Chrome|Chromium)\/(\d+)/);
  if (chrome !== null) return { name: 'chrome', major: chrome };
  if (/\bSafari\//.test(userAgent)) {
    const safari = major(userAgent, /\bVersion\/(\d+)/);
    if (safari !== null) return { name: 'safari', major: safari };
  }
  return null;
};

export const isSupportedBrowser = (userAgent: string): boolean => {
  const browser = parseBrowser(userAgent);
  return browser === null || browser.major >= MINIMUM_VERSIONS[browser.name];
};
