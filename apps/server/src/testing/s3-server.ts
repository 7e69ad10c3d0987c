import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../platform/storage.ts';

/**
 * For tests: a real S3 API server (s3rver) on a free loopback port, with one empty bucket in a
 * temporary directory, and the S3_* variables that point Maxer at it.
 */
export async function startS3Server() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-s3-'));
  const bucket = 'maxer-files';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  // s3rver accepts this one account.
  const config: S3StorageConfig = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'eu-central-2',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint as string,
      S3_REGION: config.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** The files the server keeps its objects in (to see that nothing was left behind). */
    directory,
    /** The client of someone looking into the bucket directly. */
    client,
    /** The object's type and size as the bucket reports them, or null when it holds no such object. */
    async head(key: string) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { contentType: head.ContentType, size: head.ContentLength };
      } catch (error) {
        if ((error as { name?: string }).name === 'NotFound') return null;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
