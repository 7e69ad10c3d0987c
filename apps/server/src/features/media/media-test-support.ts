import { Readable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import type { Session, TestApp } from '../../testing/index.ts';

/**
 * Helpers of the media API tests (a test helper, not product code): photos made with sharp, uploads
 * as a browser sends them (the raw file as the body), a session of a new job.
 */

/** A landscape JPEG (60 × 40 stored) that says "turn me upright" (EXIF orientation 6) and where it was taken. */
export async function phonePhoto(width = 60, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '47/1 22/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '8/1 32/1 24/1',
      },
    })
    .toBuffer();
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** The GPS pointer tag (0x8825) in either byte order of an EXIF block. */
export const hasGpsTag = (exif: Buffer | undefined) =>
  exif !== undefined &&
  (exif.includes(Buffer.from([0x88, 0x25, 0x00, 0x04])) ||
    exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00])));

export function mediaTestKit(app: () => TestApp) {
  const inject = (options: InjectOptions) => app().app.inject(options);

  async function createSession(session: Session, payload: object) {
    return inject({ method: 'POST', url: '/api/media-sessions', headers: session.headers, payload });
  }

  /** One file as the browser's upload sends it; a Readable goes without a Content-Length (chunked). */
  function upload(session: Session | null, url: string, body: Buffer | Readable, name?: string) {
    return inject({
      method: 'POST',
      url: name ? `${url}?name=${encodeURIComponent(name)}` : url,
      headers: { ...(session?.headers ?? {}), 'content-type': 'application/octet-stream' },
      payload: body,
    });
  }

  /** A body of `bytes` that starts like `head`, streamed in 1 MB chunks (never held whole). */
  function streamOf(head: Buffer, bytes: number): Readable {
    let sent = 0;
    return new Readable({
      read() {
        if (sent >= bytes) return this.push(null);
        const size = Math.min(1024 * 1024, bytes - sent);
        const chunk = Buffer.alloc(size, 0x20);
        if (sent === 0) head.copy(chunk, 0, 0, Math.min(head.length, size));
        sent += size;
        this.push(chunk);
      },
    });
  }

  return { inject, createSession, upload, streamOf };
}
