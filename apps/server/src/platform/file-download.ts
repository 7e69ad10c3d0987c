import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors.ts';
import type { FileStorage } from './storage.ts';

/** An uploaded file may be an SVG carrying script: under this policy it never runs. */
const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/svg+xml': '.svg',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
  'video/mp4': '.mp4',
  'video/quicktime': '.mov',
  'video/webm': '.webm',
};

/**
 * Send a stored file to the browser as `name` plus the extension of its type (ADR 046): a 302 to a short-lived address on the object store
 * when it has one, else its bytes streamed through the server. A missing file is 404.
 *
 * Streamed regardless: SVGs (only our response carries the sandbox policy that keeps their script
 * from running) and script fetches (`Sec-Fetch-Mode: cors`, e.g. the web app fetching a company's
 * file while an admin acts for it), which would follow the redirect under CORS rules the bucket need
 * not allow.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string | null,
  options: { name: string; disposition?: 'inline' | 'attachment'; cacheControl?: string },
): Promise<FastifyReply> {
  const disposition = options.disposition ?? 'inline';
  const cacheControl = options.cacheControl ?? 'private, no-cache';
  const info = key ? await storage.stat(key) : null;
  if (!key || !info) throw notFound();
  const filename = `${options.name}${EXTENSIONS[info.contentType] ?? ''}`;

  if (info.contentType !== 'image/svg+xml' && request.headers['sec-fetch-mode'] !== 'cors') {
    const url = await storage.downloadUrl(key, {
      filename,
      disposition,
      contentType: info.contentType,
    });
    // The address expires: nobody may keep the redirect.
    if (url) return reply.header('cache-control', 'no-store').redirect(url, 302);
  }

  const file = await storage.open(key);
  if (!file) throw notFound();
  return reply
    .type(file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(filename, { type: disposition }))
    .header('content-security-policy', SANDBOX)
    .header('cache-control', cacheControl)
    .send(file.stream);
}
