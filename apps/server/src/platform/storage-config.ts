import { z } from 'zod';
import type { S3StorageConfig } from './storage.ts';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

/**
 * S3-compatible object storage for uploaded files (ADR 046). None set: files live in DATA_DIR/files.
 * Any set: bucket, region and both keys must be; S3_ENDPOINT only for other stores than AWS.
 */
export const s3Env = {
  /** The store's address, e.g. https://sos-ch-gva-2.exo.io or http://minio:9000; unset: AWS. */
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  S3_REGION: optional(z.string().trim().min(1)),
  S3_BUCKET: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'not a valid bucket name'),
  ),
  S3_ACCESS_KEY_ID: optional(z.string().trim().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  /** Address the bucket as ENDPOINT/BUCKET (MinIO and most self-hosted stores) instead of BUCKET.ENDPOINT. */
  S3_FORCE_PATH_STYLE: optional(
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .transform((value) => ['true', '1', 'yes'].includes(value)),
  ),
};

const REQUIRED = ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

type Env = z.output<z.ZodObject<typeof s3Env>>;

/** All or nothing: a half-configured store would silently keep files on the local disk. */
export function checkS3Env(env: Env, context: z.RefinementCtx): void {
  const set = (Object.keys(s3Env) as (keyof Env)[]).filter((name) => env[name] !== undefined);
  if (set.length === 0) return;
  for (const name of REQUIRED) {
    if (env[name] === undefined)
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `required when any S3_* variable is set (set: ${set.join(', ')})`,
      });
  }
}

/** The object store's settings, or null for the local directory. */
export function toS3Storage(env: Env): S3StorageConfig | null {
  if (!env.S3_BUCKET || !env.S3_REGION || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
  };
}
