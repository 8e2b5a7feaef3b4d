import { describe, expect, it } from 'vitest';
import { isSupportedBrowser, parseBrowser } from '@/app/browser-support';

const UA = {
  chrome109:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36',
  chrome110:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110.0.5481.77 Safari/537.36',
  firefox114: 'Mozilla/5.0 (X11; Linux x86_64; rv:109.0) Gecko/20100101 Firefox/114.0',
  firefox115: 'Mozilla/5.0 (X11; Linux x86_64; rv:109.0) Gecko/20100101 Firefox/115.0',
  safari15:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Safari/605.1.15',
  safari16:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.1 Safari/605.1.15',
  edge109:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36 Edg/109.0.1518.78',
  edge110:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110.0.0.0 Safari/537.36 Edg/110.0.1587.41',
  iosChrome15:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  unknown: 'SomeBot/1.0',
};

describe('browser support', () => {
  it.each([
    ['chrome109', false],
    ['chrome110', true],
    ['firefox114', false],
    ['firefox115', true],
    ['safari15', false],
    ['safari16', true],
    ['edge109', false],
    ['edge110', true],
    ['iosChrome15', false],
    ['unknown', true],
  ] as const)('%s supported: %s', (name, supported) => {
    expect(isSupportedBrowser(UA[name])).toBe(supported);
  });

  it('names Edge as Edge, not Chrome', () => {
    expect(parseBrowser(UA.edge110)).toEqual({ name: 'edge', major: 110 });
  });
});
