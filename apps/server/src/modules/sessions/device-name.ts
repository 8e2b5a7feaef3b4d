// The name a person knows their device by, read from the User-Agent header: 'Chrome on Windows'. A
// small reader of the common browsers and systems, not a full parser: an unknown header still gives a
// name, and the address and times beside it tell the rest.
import { SESSION_TEXTS } from '@portal/contracts/api/sessions';

// Order matters: Edge, Opera and Samsung Internet also say Chrome; Chrome also says Safari.
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// iPhones and iPads say 'like Mac OS X', Android says Linux: the specific names come first.
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, table: ReadonlyArray<readonly [RegExp, string]>): string | null =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** 'Chrome on Windows', 'Safari on iPhone', 'Firefox' or 'Linux' alone, else 'Unknown device'. */
export function deviceName(userAgent: string | null | undefined): string {
  const browser = userAgent ? firstMatch(userAgent, BROWSERS) : null;
  const system = userAgent ? firstMatch(userAgent, SYSTEMS) : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? SESSION_TEXTS.unknownDevice;
}
