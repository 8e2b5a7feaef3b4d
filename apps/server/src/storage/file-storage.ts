import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live: one storage per process, chosen by configuration
 * (`configured-storage.ts`) and handed to every module through Deps, so all instances behind a load
 * balancer read and write the same files. Keys are chosen here (never from a user's file name), so a
 * name cannot reach another path or object, and stored bytes are only ever sent by a route that checked
 * who asks: nothing serves them statically.
 */
export type FileStorage = {
  /** Stores the bytes (or the stream, without holding it in memory) and answers the key they are kept under. */
  put(body: Uint8Array | Readable, extension: StoredFileExtension): Promise<string>;
  /** The whole file, for callers that need the bytes of a small file (a PDF to draw on). */
  get(key: string): Promise<Uint8Array>;
  /**
   * The bytes as a stream, for downloads that must not hold a whole file in memory. Resolves once the
   * file is found, so a missing file rejects (StoredFileMissingError) before anything is sent.
   */
  open(key: string): Promise<Readable>;
  /** Removes the file; a key that is already gone is not an error. */
  remove(key: string): Promise<void>;
  /** Readiness: rejects when the storage cannot be written (folder) or reached (bucket). */
  check(): Promise<void>;
  /** Every stored file, in no particular order (for the sweep of files no row names). */
  list(): AsyncIterable<StoredFile>;
};

export type StoredFile = { key: string; lastModified: Date };

export type StoredFileExtension = 'pdf' | 'png' | 'jpg' | 'csv';

/** The only keys a storage accepts: 128 random bits in hex and the type read from the content. */
const KEY = /^[a-f0-9]{32}\.(pdf|png|jpg|csv)$/;

export const isStorageKey = (key: string): boolean => KEY.test(key);

export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error('Invalid storage key');
  return key;
}

export function newStorageKey(extension: StoredFileExtension): string {
  return checkedKey(`${randomBytes(16).toString('hex')}.${extension}`);
}

/** The key names no stored file (never stored, or removed); callers answer 404. */
export class StoredFileMissingError extends Error {
  constructor(key: string) {
    super(`No stored file ${key}`);
    this.name = 'StoredFileMissingError';
  }
}
