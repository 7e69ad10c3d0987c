import fs from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { isStorageKey, localFileStorage, type S3StorageConfig } from './storage.ts';
import { isS3NotFound, s3ClientOf } from './storage-s3.ts';

/** What one run of the copy did. */
export interface StorageCopySummary {
  /** Stored files found in the directory. */
  files: number;
  /** Uploaded (in a dry run: would be). */
  copied: number;
  /** Already in the bucket with the same size. */
  skipped: number;
  failed: number;
  /** Files in the directory that are no stored file (no key of ours): left alone, named in the log. */
  ignored: number;
  /** Bytes uploaded (in a dry run: would be). */
  bytes: number;
}

export interface StorageCopyOptions {
  /** Where progress and the summary go, one line each. */
  log?: (line: string) => void;
  /** Say what would be copied, copy nothing. */
  dryRun?: boolean;
  /** Uploads at a time. */
  concurrency?: number;
}

/** Every file below `root`, as paths relative to it with `/` separators, in a stable order. */
async function filesBelow(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

const size = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Copies the local file store (DATA_DIR/files, ADR 046) into the configured bucket, under the same
 * keys: each stored file with its content type (its `<key>.type` beside it, or recognised by its
 * first bytes for files stored before types were kept), streamed. An object already in the bucket
 * with the same size is skipped, so a second run (after an interruption, or to pick up what came
 * since) copies only what is missing. The `.type` files are not objects of their own (the type
 * travels as the object's Content-Type); leftovers of an interrupted upload (`.tmp`) and anything
 * else that is no key of ours are named and left alone. Nothing is deleted, locally or in the bucket.
 */
export async function copyLocalFilesToS3(
  root: string,
  s3: S3StorageConfig,
  options: StorageCopyOptions = {},
): Promise<StorageCopySummary> {
  const log = options.log ?? (() => {});
  const local = localFileStorage(root);
  const client = s3ClientOf(s3);
  const summary: StorageCopySummary = { files: 0, copied: 0, skipped: 0, failed: 0, ignored: 0, bytes: 0 };
  try {
    const all = await filesBelow(root).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const keys = all.filter((file) => isStorageKey(file));
    for (const file of all) {
      if (isStorageKey(file) || (file.endsWith('.type') && isStorageKey(file.slice(0, -5)))) continue;
      summary.ignored += 1;
      log(`ignored ${file} (not a stored file)`);
    }
    summary.files = keys.length;
    log(`${keys.length} files in ${root} → bucket ${s3.bucket}${options.dryRun ? ' (dry run)' : ''}`);

    let next = 0;
    let done = 0;
    const copyOne = async (key: string) => {
      const info = await local.stat(key);
      if (!info) return { kind: 'gone' } as const;
      const there = await client
        .send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }))
        .then((head) => head.ContentLength ?? null)
        .catch((error: unknown) => {
          if (isS3NotFound(error)) return null;
          throw error;
        });
      if (there === info.size) return { kind: 'skipped' } as const;
      if (options.dryRun) return { kind: 'planned', info } as const;
      const file = await local.open(key);
      if (!file) return { kind: 'gone' } as const;
      await new Upload({
        client,
        params: { Bucket: s3.bucket, Key: key, Body: file.stream, ContentType: info.contentType },
      }).done();
      return { kind: 'copied', info } as const;
    };
    const worker = async () => {
      while (next < keys.length) {
        const key = keys[next++]!;
        let line: string;
        try {
          const outcome = await copyOne(key);
          if (outcome.kind === 'skipped') {
            summary.skipped += 1;
            line = `skipped ${key} (in the bucket, same size)`;
          } else if (outcome.kind === 'gone') {
            summary.skipped += 1;
            line = `skipped ${key} (removed meanwhile)`;
          } else {
            summary.copied += 1;
            summary.bytes += outcome.info.size;
            const what = `${key} (${size(outcome.info.size)}, ${outcome.info.contentType})`;
            line = outcome.kind === 'planned' ? `would copy ${what}` : `copied ${what}`;
          }
        } catch (error) {
          summary.failed += 1;
          line = `FAILED ${key}: ${(error as Error).message}`;
        }
        done += 1;
        log(`[${done}/${keys.length}] ${line}`);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
    log(
      `${options.dryRun ? `Dry run: ${summary.copied} to copy` : `${summary.copied} copied`} (${size(summary.bytes)}), ${summary.skipped} already there, ${summary.failed} failed, ${summary.ignored} ignored, of ${summary.files} files.`,
    );
    return summary;
  } finally {
    client.destroy();
  }
}
