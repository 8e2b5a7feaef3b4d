import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  checkedKey,
  type FileStorage,
  isStorageKey,
  newStorageKey,
  StoredFileMissingError,
} from './file-storage.ts';

export type S3StorageConfig = {
  bucket: string;
  /** When absent, the SDK's own settings (AWS_REGION, the profile) decide. */
  region: string | undefined;
  /** An S3-compatible service's URL (MinIO, Ceph, R2, ...); absent for AWS itself. */
  endpoint: string | undefined;
  /** Bucket in the path (`host/bucket/key`) rather than the host name; most S3-compatible services need it. */
  forcePathStyle: boolean;
  /** When absent, the SDK's default credential chain (environment, profile, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Put before every key (`portal/` keeps the files in one folder of a shared bucket); '' for none. */
  keyPrefix: string;
};

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  csv: 'text/csv; charset=utf-8',
};

/**
 * Files as objects of one bucket, `<prefix><key>`, shared by every instance. Streams go both ways
 * without buffering a whole file: uploads of a stream through lib-storage's Upload (parts of 5 MB, at
 * most four in flight), downloads as the GetObject body.
 */
export function s3Storage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    region: config.region ?? (config.endpoint ? 'us-east-1' : undefined),
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: S3-compatible services do not all understand the newer
    // checksum headers and chunked encoding, and TLS already guards the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const objectKey = (key: string) => `${config.keyPrefix}${checkedKey(key)}`;
  const missingAs = (key: string) => (error: unknown) => {
    const name = (error as { name?: string })?.name;
    if (name === 'NoSuchKey' || name === 'NotFound') throw new StoredFileMissingError(key);
    throw error;
  };
  const getObject = (key: string) =>
    client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) })).catch(missingAs(key));

  return {
    async put(body, extension) {
      const key = newStorageKey(extension);
      const params = { Bucket, Key: objectKey(key), ContentType: CONTENT_TYPES[extension] };
      if (body instanceof Uint8Array) {
        await client.send(new PutObjectCommand({ ...params, Body: body, ContentLength: body.byteLength }));
      } else {
        // A failed upload aborts its multipart upload, so no parts are left behind (a killed process
        // may leave some: the bucket's AbortIncompleteMultipartUpload rule clears them). When the body
        // itself failed, that is the error to report, not a failure of the clean-up after it.
        let bodyError: unknown;
        body.once('error', (error) => {
          bodyError = error;
        });
        try {
          await new Upload({ client, params: { ...params, Body: body } }).done();
        } catch (error) {
          throw bodyError ?? error;
        }
      }
      return key;
    },
    async get(key) {
      const { Body } = await getObject(key);
      if (!Body) throw new StoredFileMissingError(key);
      return Body.transformToByteArray();
    },
    async open(key) {
      const { Body } = await getObject(key);
      // In Node the body is the HTTP response itself (an IncomingMessage), read as it arrives.
      if (!(Body instanceof Readable)) throw new StoredFileMissingError(key);
      return Body;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async *list() {
      const pages = paginateListObjectsV2({ client }, { Bucket, Prefix: config.keyPrefix || undefined });
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(config.keyPrefix.length) ?? '';
          if (isStorageKey(key) && object.LastModified) yield { key, lastModified: object.LastModified };
        }
      }
    },
  };
}
