import { Readable } from 'node:stream';
import type { ErrorCode, ErrorParams } from '@maxer/domain';
import { AppError } from './errors.ts';

/** What a file route decided once it saw the first bytes: the most it takes, and whether to keep them. */
export interface UploadPlan {
  maxBytes: number;
  /** The error when the body grows past `maxBytes`. */
  tooLarge: { code: ErrorCode; params?: ErrorParams };
  /** Also collect the whole body in memory (photos, whose versions are made from it). */
  collect?: boolean;
}

export interface OpenedUpload {
  /** The first bytes (up to the number asked for; fewer when the body is shorter). */
  head: Buffer;
  /**
   * The whole body, the head included, as one stream that fails once it grows past the plan's limit
   * (`overLimit()` then says so) or when the client stops sending. Counts what it passed on.
   */
  body(plan: UploadPlan): {
    stream: Readable;
    bytes(): number;
    overLimit(): boolean;
    /** With `collect`: the whole body once the stream ended. */
    collected(): Buffer;
  };
}

/**
 * Read the first `headBytes` of an upload's request stream, to judge the file by its content before
 * taking the rest (file-types.ts), then hand on the whole body as a stream with a byte limit: the
 * upload goes to the store chunk by chunk and is never held whole in memory (ADR 048), unless the
 * route asks to `collect` it (photos, within their smaller limit).
 */
export async function openUpload(source: Readable, headBytes: number): Promise<OpenedUpload> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < headBytes) {
    const next = await chunks.next().catch(() => {
      throw new AppError('error_media_upload_incomplete');
    });
    if (next.done) {
      ended = true;
      break;
    }
    first.push(next.value);
    length += next.value.length;
  }
  const start = Buffer.concat(first);

  return {
    head: start.subarray(0, headBytes),
    body(plan) {
      let count = 0;
      let over = false;
      const kept: Buffer[] = [];
      async function* counted(): AsyncGenerator<Buffer> {
        let chunk: Buffer | null = start;
        while (chunk) {
          count += chunk.length;
          if (count > plan.maxBytes) {
            over = true;
            throw new AppError(plan.tooLarge.code, { params: plan.tooLarge.params });
          }
          if (plan.collect) kept.push(chunk);
          if (chunk.length > 0) yield chunk;
          if (ended) return;
          const next = await chunks.next();
          chunk = next.done ? null : next.value;
        }
      }
      return {
        stream: Readable.from(counted(), { objectMode: false }),
        bytes: () => count,
        overLimit: () => over,
        collected: () => Buffer.concat(kept),
      };
    },
  };
}
