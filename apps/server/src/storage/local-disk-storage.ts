import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  checkedKey,
  type FileStorage,
  isStorageKey,
  newStorageKey,
  StoredFileMissingError,
} from './file-storage.ts';

/**
 * Files in a folder on this machine, outside anything served statically: for one instance (the
 * embedded database's demo, development, tests). A file sits in a sub-folder named by the key's first
 * two characters, so no folder grows to hundreds of thousands of entries.
 */
export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => path.join(root, key.slice(0, 2), checkedKey(key));
  const missingAs = (key: string) => (error: unknown) => {
    if ((error as NodeJS.ErrnoException)?.code === 'ENOENT') throw new StoredFileMissingError(key);
    throw error;
  };

  return {
    async put(body, extension) {
      const key = newStorageKey(extension);
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      if (body instanceof Uint8Array) {
        await writeFile(target, body, { flag: 'wx', mode: 0o600 });
        return key;
      }
      try {
        await pipeline(body, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        // A stream that failed half-way leaves no half file behind (a killed process may: the sweep).
        await rm(target, { force: true });
        throw error;
      }
      return key;
    },
    async get(key) {
      return readFile(pathOf(key)).catch(missingAs(key));
    },
    async open(key) {
      const handle = await open(pathOf(key), 'r').catch(missingAs(key));
      return handle.createReadStream({ autoClose: true });
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
      const probe = path.join(root, `.check-${randomBytes(8).toString('hex')}`);
      await writeFile(probe, '', { flag: 'wx', mode: 0o600 });
      await rm(probe, { force: true });
    },
    async *list() {
      const folders = await readdir(root, { withFileTypes: true }).catch((error) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      });
      for (const folder of folders) {
        if (!folder.isDirectory() || !/^[a-f0-9]{2}$/.test(folder.name)) continue;
        for (const name of await readdir(path.join(root, folder.name))) {
          if (!isStorageKey(name) || !name.startsWith(folder.name)) continue;
          const info = await stat(path.join(root, folder.name, name)).catch(() => null);
          if (info) yield { key: name, lastModified: info.mtime };
        }
      }
    },
  };
}

/** Files live beside the embedded database's folder: `<dataDir>-files`. */
export const filesDirOf = (dataDir: string): string => `${dataDir.replace(/[/\\]+$/, '')}-files`;
