import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sniffFileType } from './file-types.ts';
import {
  bucketOrigin,
  checkedKey,
  type FileStorage,
  newKey,
  type S3StorageConfig,
  type StoredFileInfo,
} from './storage-common.ts';

export {
  DOWNLOAD_URL_SECONDS,
  type DownloadOptions,
  type FileStorage,
  isStorageKey,
  type S3StorageConfig,
  type StoredFileInfo,
} from './storage-common.ts';

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
