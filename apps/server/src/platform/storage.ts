import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sniffFileType } from './file-types.ts';

/** What the store knows about one file without reading it. */
export interface StoredFileInfo {
  size: number;
  contentType: string;
}

export interface DownloadOptions {
  /** The name the browser offers when saving it. */
  filename: string;
  /** Shown in the browser (default) or saved. */
  disposition?: 'inline' | 'attachment';
  contentType: string;
  /** Seconds the address works (default DOWNLOAD_URL_SECONDS). */
  expiresIn?: number;
}

/**
 * Where uploaded files (logos, terms PDFs, later media) live: a local directory by default, an
 * S3-compatible object store when configured (ADR 046). Keys are generated here, never taken from a
 * client, so a key cannot point outside the store.
 */
export interface FileStorage {
  /** Store new content under a fresh key below `prefix` (e.g. "logos") and return the key. */
  put(prefix: string, content: Buffer | Readable, options: { contentType: string }): Promise<string>;
  /** The whole content (for PDF rendering); null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  stat(key: string): Promise<StoredFileInfo | null>;
  /** The content as a stream, for sending it on without holding it in memory. */
  open(key: string): Promise<(StoredFileInfo & { stream: Readable }) | null>;
  /** Remove the file; removing a missing file is no error. */
  delete(key: string): Promise<void>;
  /**
   * A short-lived address the browser can fetch the file from directly, or null when the store has
   * none (the local directory): then the server streams it.
   */
  downloadUrl(key: string, options: DownloadOptions): Promise<string | null>;
  /** The origin those addresses are on (the web app's CSP lets images load from it); null without. */
  readonly downloadOrigin: string | null;
}

/** Long enough to follow a redirect on a slow connection, short enough that a leaked address is soon useless. */
export const DOWNLOAD_URL_SECONDS = 300;

const PREFIX = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether `key` is one this store makes (`<prefix>/<uuid>`). */
export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`invalid storage key ${key}`);
  return key;
}

export function newKey(prefix: string): string {
  if (!PREFIX.test(prefix)) throw new Error(`invalid storage prefix ${prefix}`);
  return `${prefix}/${randomUUID()}`;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in a directory. The content type sits beside each file (`<key>.type`); files stored before
 * that existed are recognised by their content.
 */
export function localFileStorage(root: string): FileStorage {
  const fileOf = (key: string) => path.join(root, checkedKey(key));

  async function stat(key: string): Promise<StoredFileInfo | null> {
    const file = fileOf(key);
    let size: number;
    try {
      size = (await fs.stat(file)).size;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const contentType = await fs.readFile(`${file}.type`, 'utf8').catch(async (error) => {
      if (!isMissing(error)) throw error;
      const handle = await fs.open(file);
      try {
        const head = Buffer.alloc(1024);
        const { bytesRead } = await handle.read(head, 0, head.length, 0);
        return sniffFileType(head.subarray(0, bytesRead)) ?? 'application/octet-stream';
      } finally {
        await handle.close();
      }
    });
    return { size, contentType };
  }

  return {
    async put(prefix, content, { contentType }) {
      const key = newKey(prefix);
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(`${file}.type`, contentType);
      // Write then rename: a reader never sees half a file.
      const part = `${file}.tmp`;
      try {
        if (Buffer.isBuffer(content)) await fs.writeFile(part, content);
        else await pipeline(content, (await fs.open(part, 'w')).createWriteStream());
        await fs.rename(part, file);
      } catch (error) {
        await Promise.all([fs.rm(part, { force: true }), fs.rm(`${file}.type`, { force: true })]);
        throw error;
      }
      return key;
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    stat,
    async open(key) {
      const info = await stat(key);
      if (!info) return null;
      return { ...info, stream: createReadStream(fileOf(key)) };
    },
    async delete(key) {
      const file = fileOf(key);
      await fs.rm(file, { force: true });
      await fs.rm(`${file}.type`, { force: true });
    },
    async downloadUrl(key) {
      checkedKey(key);
      return null;
    },
    downloadOrigin: null,
  };
}

export interface S3StorageConfig {
  /** Unset: AWS's own endpoint for the region. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Address the bucket as `endpoint/bucket` instead of `bucket.endpoint` (MinIO and similar). */
  forcePathStyle: boolean;
}

/** Where the SDK addresses the bucket: path style on the endpoint, else the bucket's own host name. */
export function bucketOrigin(config: S3StorageConfig): string {
  const endpoint = new URL(config.endpoint ?? `https://s3.${config.region}.amazonaws.com`);
  // Over HTTPS a bucket name with dots cannot be a host name under the certificate's wildcard.
  const pathStyle = config.forcePathStyle || (endpoint.protocol === 'https:' && config.bucket.includes('.'));
  return pathStyle ? endpoint.origin : `${endpoint.protocol}//${config.bucket}.${endpoint.host}`;
}

/**
 * Files as objects in one bucket of an S3-compatible store; `now` dates the signed addresses. The AWS
 * SDK (a quarter of a second of a start) is loaded at the first use, not at the server's start
 * (ADR 063); the settings were checked with the rest of the configuration (storage-config.ts).
 */
export function s3FileStorage(config: S3StorageConfig, now: () => Date = () => new Date()): FileStorage {
  let store: Promise<FileStorage> | undefined;
  const loaded = () => {
    store ??= import('./storage-s3.ts').then(({ s3Objects }) => s3Objects(config, now));
    return store;
  };
  return {
    put: async (prefix, content, options) => (await loaded()).put(prefix, content, options),
    get: async (key) => (await loaded()).get(key),
    stat: async (key) => (await loaded()).stat(key),
    open: async (key) => (await loaded()).open(key),
    delete: async (key) => (await loaded()).delete(key),
    downloadUrl: async (key, options) => (await loaded()).downloadUrl(key, options),
    downloadOrigin: bucketOrigin(config),
  };
}
