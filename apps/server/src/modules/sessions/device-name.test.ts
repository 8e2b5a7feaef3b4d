import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name.ts';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headlessLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
};

describe('device names from the User-Agent header', () => {
  it('names the browser and the system', () => {
    expect(deviceName(UA.chromeWindows)).toBe('Chrome on Windows');
    expect(deviceName(UA.edgeWindows)).toBe('Edge on Windows');
    expect(deviceName(UA.operaWindows)).toBe('Opera on Windows');
    expect(deviceName(UA.safariMac)).toBe('Safari on macOS');
    expect(deviceName(UA.firefoxMac)).toBe('Firefox on macOS');
    expect(deviceName(UA.firefoxLinux)).toBe('Firefox on Linux');
    expect(deviceName(UA.chromeOs)).toBe('Chrome on ChromeOS');
    expect(deviceName(UA.headlessLinux)).toBe('Chrome on Linux');
  });

  it('tells phones and tablets from the computers their headers also name', () => {
    expect(deviceName(UA.safariIphone)).toBe('Safari on iPhone');
    expect(deviceName(UA.chromeIpad)).toBe('Chrome on iPad');
    expect(deviceName(UA.chromeAndroid)).toBe('Chrome on Android');
    expect(deviceName(UA.samsungAndroid)).toBe('Samsung Internet on Android');
  });

  it('gives what it knows, or says the device is unknown', () => {
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0) SomeBrowser/1.0')).toBe('Windows');
    expect(deviceName('curl/8.5.0')).toBe('Unknown device');
    expect(deviceName('')).toBe('Unknown device');
    expect(deviceName(null)).toBe('Unknown device');
  });
});
