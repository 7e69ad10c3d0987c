// The S3 side of storage.ts, imported at the first use of a configured store (ADR 063), and by
// `npm run storage:copy`.
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { create as contentDisposition } from 'content-disposition';
import {
  bucketOrigin,
  checkedKey,
  DOWNLOAD_URL_SECONDS,
  type FileStorage,
  newKey,
  type S3StorageConfig,
} from './storage-common.ts';

/** The S3 client of a configured store (the storage below, and `npm run storage:copy`). */
export function s3ClientOf(config: S3StorageConfig): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Some S3-compatible stores reject the newer default checksums; only send them where required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** An S3 error that says the object (or key) is not there. */
export const isS3NotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Files as objects in one bucket of an S3-compatible store; `now` dates the signed addresses. */
export function s3Objects(config: S3StorageConfig, now: () => Date = () => new Date()): FileStorage {
  const client = s3ClientOf(config);
  const Bucket = config.bucket;

  async function open(key: string) {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
      return {
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? 'application/octet-stream',
        stream: object.Body as Readable,
      };
    } catch (error) {
      if (isS3NotFound(error)) return null;
      throw error;
    }
  }

  return {
    async put(prefix, content, { contentType }) {
      const key = newKey(prefix);
      // Upload sends small content in one request and large streams in parts, without knowing the length.
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: content, ContentType: contentType },
      }).done();
      return key;
    },
    async get(key) {
      const object = await open(key);
      return object ? buffer(object.stream) : null;
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isS3NotFound(error)) return null;
        throw error;
      }
    },
    open,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async downloadUrl(key, options) {
      const command = new GetObjectCommand({
        Bucket,
        Key: checkedKey(key),
        ResponseContentType: options.contentType,
        ResponseContentDisposition: contentDisposition(options.filename, {
          type: options.disposition ?? 'inline',
        }),
        ResponseCacheControl: 'private, no-cache',
      });
      return getSignedUrl(client, command, {
        expiresIn: options.expiresIn ?? DOWNLOAD_URL_SECONDS,
        signingDate: now(),
      });
    },
    downloadOrigin: bucketOrigin(config),
  };
}
