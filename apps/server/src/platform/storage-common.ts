// What every file store shares: the FileStorage face, its keys, and the S3 settings and bucket origin
// (storage.ts and storage-s3.ts both use them; storage.ts re-exports them).
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

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
