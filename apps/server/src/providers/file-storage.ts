import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are chosen by the storage (never the user's file name), so a name
 * cannot reach another path. The default keeps files on the local disk beside the database, outside
 * anything served statically; an S3-compatible adapter can implement the same five calls.
 */
export type FileStorage = {
  /** Stores the bytes and answers the key they are kept under. */
  put(bytes: Uint8Array, extension: string): Promise<string>;
  get(key: string): Promise<Uint8Array>;
  /**
   * The bytes as a stream, for downloads that must not hold a whole file in memory. Resolves once the
   * file is open, so a missing file rejects before anything is sent.
   */
  open(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
};

const KEY = /^[a-f0-9]{32}\.(pdf|png|jpg)$/;

export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('Invalid storage key');
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(bytes, extension) {
      const key = `${randomBytes(16).toString('hex')}.${extension}`;
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes, { flag: 'wx', mode: 0o600 });
      return key;
    },
    async get(key) {
      return readFile(pathOf(key));
    },
    async open(key) {
      const handle = await open(pathOf(key), 'r');
      return handle.createReadStream({ autoClose: true });
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** The files folder sits beside the embedded database's folder (`<dataDir>-files`). */
/** Files live beside the embedded database's folder: `<dataDir>-files`. */
export const filesDirOf = (dataDir: string): string => `${dataDir.replace(/[/\\]+$/, '')}-files`;

export function createFileStorage(dataDir: string): FileStorage {
  return localDiskStorage(filesDirOf(dataDir));
}

/**
 * Whether files can be stored: the local files folder exists (made if missing, as on a first start) and
 * this process may write to it.
 */
export async function fileStorageReady(dataDir: string): Promise<boolean> {
  const dir = filesDirOf(dataDir);
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
