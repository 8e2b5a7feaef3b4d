import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { decryptTfn, encryptTfn } from './tfn-cipher.ts';

const key = randomBytes(32);

describe('TFN cipher', () => {
  it('keeps the last three digits in clear and the number only as ciphertext', () => {
    const stored = encryptTfn(key, '123456782');
    expect(stored.lastDigits).toBe('782');
    expect(stored.ciphertext).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored.ciphertext).not.toContain('123456782');
    expect(decryptTfn(key, stored.ciphertext)).toBe('123456782');
  });

  it('gives the same TFN a different ciphertext each time', () => {
    expect(encryptTfn(key, '123456782').ciphertext).not.toBe(encryptTfn(key, '123456782').ciphertext);
  });

  it('refuses a tampered value and the wrong key', () => {
    const { ciphertext } = encryptTfn(key, '123456782');
    const parts = ciphertext.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    const tampered = [...parts.slice(0, 3), body.toString('base64url')].join('.');
    expect(() => decryptTfn(key, tampered)).toThrow();
    expect(() => decryptTfn(randomBytes(32), ciphertext)).toThrow();
    expect(() => decryptTfn(key, 'plain 123456782')).toThrow();
  });
});

describe('TFN_ENCRYPTION_KEY', () => {
  const production = {
    NODE_ENV: 'production',
    ADVISOR_JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
    SMTP_URL: 'smtp://mail.example:587',
    TWILIO_ACCOUNT_SID: 'AC0123',
    TWILIO_AUTH_TOKEN: 'token',
    TWILIO_FROM: '+61400000000',
    DATABASE_URL: 'postgres://portal@db.internal/portal',
  };

  it('is required in production', () => {
    expect(() => loadConfig(production)).toThrow(/TFN_ENCRYPTION_KEY/);
  });

  it('is read as 64 hex digits or as base64 of 32 bytes, and nothing else', () => {
    const hex = 'ab'.repeat(32);
    expect(Buffer.from(loadConfig({ ...production, TFN_ENCRYPTION_KEY: hex }).tfnEncryptionKey)).toEqual(
      Buffer.from(hex, 'hex'),
    );
    const bytes = randomBytes(32);
    expect(
      Buffer.from(
        loadConfig({ ...production, TFN_ENCRYPTION_KEY: bytes.toString('base64') }).tfnEncryptionKey,
      ),
    ).toEqual(bytes);
    expect(() => loadConfig({ TFN_ENCRYPTION_KEY: 'too-short' })).toThrow(/32 bytes/);
  });

  it('defaults outside production to one fixed development key, so stored TFNs survive a restart', () => {
    const first = loadConfig({}).tfnEncryptionKey;
    expect(first).toHaveLength(32);
    const stored = encryptTfn(first, '12345677');
    expect(decryptTfn(loadConfig({}).tfnEncryptionKey, stored.ciphertext)).toBe('12345677');
  });
});
