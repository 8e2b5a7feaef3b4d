import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../config.ts';

export type S3TestServer = {
  /** The settings of a storage on this server's bucket, as STORAGE_PROVIDER=s3 would give them. */
  storage: Extract<StorageConfig, { provider: 's3' }>;
  close(): Promise<void>;
};

/** A local S3-compatible server (s3rver, in this process, on a free port) with one empty bucket. */
export async function startS3TestServer(bucket = 'portal-files', keyPrefix = ''): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    storage: {
      provider: 's3',
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // The fixed credentials s3rver checks signatures against.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      keyPrefix,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
