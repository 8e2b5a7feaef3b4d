import { describe, expect, it } from 'vitest';
import { randomCode, randomToken, sha256 } from './tokens.ts';

describe('randomToken', () => {
  it('answers 43 URL-safe characters (256 bits)', () => {
    for (let i = 0; i < 100; i++) {
      const token = randomToken();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('never repeats', () => {
    const tokens = new Set(Array.from({ length: 5000 }, () => randomToken()));
    expect(tokens.size).toBe(5000);
  });
});

describe('randomCode', () => {
  it('answers six digits, leading zeros kept', () => {
    const codes = Array.from({ length: 5000 }, () => randomCode());
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // 5000 draws from a million: almost all distinct, and spread over the range.
    expect(new Set(codes).size).toBeGreaterThan(4950);
    const numbers = codes.map(Number);
    expect(Math.min(...numbers)).toBeLessThan(100_000);
    expect(Math.max(...numbers)).toBeGreaterThan(900_000);
  });

  it('honours another length', () => {
    expect(randomCode(8)).toMatch(/^\d{8}$/);
    expect(randomCode(4)).toMatch(/^\d{4}$/);
  });
});

describe('sha256', () => {
  it('is the hex SHA-256 digest', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});
