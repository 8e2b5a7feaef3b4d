import { describe, expect, it } from 'vitest';
import { toSafeInternalPath } from '@/shared/lib/safe-path';

describe('toSafeInternalPath', () => {
  it.each([
    ['/account/settings/', '/account/settings/'],
    ['/reports/?period=fy#top', '/reports/?period=fy#top'],
    ['http://localhost:3000/documents/', '/documents/'],
  ])('keeps %s', (value, expected) => {
    expect(toSafeInternalPath(value, 'http://localhost:3000')).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'reports',
    '',
    null,
  ])('refuses %s', (value) => {
    expect(toSafeInternalPath(value, 'http://localhost:3000')).toBeNull();
  });
});
