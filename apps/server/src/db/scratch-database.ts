import { randomBytes } from 'node:crypto';
import { openPostgres } from './client.ts';

/** The URL of database `name` on the server of `url`, with `url`'s user and options. */
export function databaseUrlNamed(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Runs `work` on a scratch database on the server of `url` (copied from `template` when given, else
 * empty), dropped afterwards whatever happens.
 */
export async function withScratchDatabase<T>(
  url: string,
  template: string | null,
  work: (scratchUrl: string) => Promise<T>,
): Promise<T> {
  const name = `scratch_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(url, { max: 1 });
  try {
    await admin.exec(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    return await work(databaseUrlNamed(url, name));
  } finally {
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }
}
