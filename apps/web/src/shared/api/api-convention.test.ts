// The web app's one API convention (docs/architecture.md, "Web"): every server call has a file of its own
// under an `api/` folder, which exports the call and the hook a component uses (a query with its
// `queryOptions`, or a mutation that refreshes what it changed). Components never call the server.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');

/** A call through the typed client: `http.get<...>(`, `http.post(`, ... */
const CALL = /\bhttp\.(get|post|put|patch|delete)\b\s*(<|\()/g;

/**
 * Calls made outside a component's life, so with no hook: the socket's token, asked by the realtime
 * client on every (re)connect; sign-out, run by the session timer and the 401 handler too; the BSB
 * lookup, which the bank account form calls from its debounced effect; the two calls of a passkey
 * ceremony, made between the browser's prompts by the ceremony whose feature's mutation is the hook.
 */
const WITHOUT_HOOK = new Set([
  'shared/realtime/realtime-token.ts',
  'shared/session/logout.ts',
  'features/bank-accounts/api/get-bsb-details.ts',
  'shared/passkeys/api/get-passkey-options.ts',
  'shared/passkeys/api/send-passkey-answer.ts',
]);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

const files = sourceFiles(SRC)
  .map((full) => ({
    file: path.relative(SRC, full).split(path.sep).join('/'),
    text: readFileSync(full, 'utf8'),
  }))
  .filter(({ file }) => file !== 'shared/api/http-client.ts');
const withCalls = files
  .map((f) => ({ ...f, calls: [...f.text.matchAll(CALL)].length }))
  .filter(({ calls }) => calls > 0);

describe('the web API convention', () => {
  it('finds the calls it checks', () => {
    expect(withCalls.length).toBeGreaterThan(200);
  });

  it('makes one server call per file', () => {
    expect(withCalls.filter(({ calls }) => calls > 1).map(({ file }) => file)).toEqual([]);
  });

  it('calls the server only from api files (and the session, socket and application plumbing)', () => {
    const outside = withCalls.filter(
      ({ file }) => !file.includes('/api/') && !/^shared\/(session|realtime|application)\//.test(file),
    );
    expect(outside.map(({ file }) => file)).toEqual([]);
  });

  it('gives every call the hook components use', () => {
    const hookless = withCalls.filter(
      ({ file, text }) =>
        !WITHOUT_HOOK.has(file) && !/\b(useQuery|useSuspenseQuery|useMutation)\(/.test(text),
    );
    expect(hookless.map(({ file }) => file)).toEqual([]);
  });

  it('builds every read hook from query options that loaders and prefetches share', () => {
    const reads = withCalls.filter(({ text }) => /\buseQuery\(/.test(text));
    expect(reads.filter(({ text }) => !/\bqueryOptions\(/.test(text)).map(({ file }) => file)).toEqual([]);
  });
});
