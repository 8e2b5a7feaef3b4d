import type { Config } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { filesDirOf, localDiskStorage } from './local-disk-storage.ts';
import { s3Storage } from './s3-storage.ts';

/** The storage the configuration names; built once per process (buildApp, backgroundDeps). */
export function createFileStorage(config: Pick<Config, 'dataDir' | 'storage'>): FileStorage {
  if (config.storage.provider === 's3') return s3Storage(config.storage);
  return localDiskStorage(filesDirOf(config.dataDir));
}
