/**
 * Downloading a file, without any of the office app's machinery (no Mantine, no API client): the
 * office app's helper (download.ts) and the customer's offer page, a bundle of its own, share it.
 */

/** Told as the body arrives: bytes so far and, when the server said (`Content-Length`), of how many. */
export type DownloadProgress = (received: number, total: number | undefined) => void;

/** The file name of a `Content-Disposition` header: RFC 5987 `filename*` first, then `filename`. */
export function fileNameFrom(response: Response): string | undefined {
  const disposition = response.headers.get('content-disposition') ?? '';
  const extended = /filename\*\s*=\s*([\w!#$&+.^`|~-]+)'[\w-]*'([^;\s]+)/i.exec(disposition);
  if (extended?.[2]) {
    try {
      const bytes = decodeURIComponent(extended[2]);
      // Only UTF-8 is in use; ISO-8859-1 (the other charset RFC 5987 names) decodes the same for ASCII.
      if (extended[1]?.toLowerCase() === 'utf-8' || /^[\x20-\x7e]*$/.test(bytes)) return bytes;
    } catch {
      // A broken percent-encoding: fall back to the plain `filename`.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(disposition)?.[1];
  if (quoted !== undefined) return quoted.replace(/\\(.)/g, '$1') || undefined;
  return /filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1];
}

/** The whole body as a Blob, read as a stream so `onProgress` hears of every chunk. */
export async function readBody(response: Response, onProgress?: DownloadProgress): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : undefined;
  if (!response.body) return new Blob([], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress?.(received, total);
  }
  return new Blob(chunks, { type });
}

/**
 * Hands a fetched file to the person: shown in `tab` (opened at the click, so no pop-up blocker stops
 * it), else saved under `fileName`. The object URL lives a minute: long enough for the browser to
 * start saving or showing it.
 */
export function deliverFile(blob: Blob, { tab, fileName }: { tab: Window | null; fileName: string }) {
  const url = URL.createObjectURL(blob);
  if (tab) {
    tab.location.href = url;
  } else {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
