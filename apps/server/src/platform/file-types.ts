/** File types recognised by their content, not by what the client claims. */
export type SniffedType = 'image/png' | 'image/jpeg' | 'image/svg+xml' | 'application/pdf';

export function sniffFileType(content: Buffer): SniffedType | null {
  if (content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'image/jpeg';
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  const head = content
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head))
    return 'image/svg+xml';
  return null;
}

/** How many leading bytes `sniffMediaType` needs to see (file-type reads at most this many). */
export const MEDIA_SNIFF_BYTES = 4100;

/**
 * The type of a media file (photos, videos, documents) from its first bytes, by `file-type`'s
 * signatures (MP4 and QuickTime brands, WebM's EBML document type, RIFF WebP, HEIC …); null when no
 * signature matches. Never the name or what the client claims.
 */
export async function sniffMediaType(head: Buffer): Promise<string | null> {
  // Loaded at the first media upload, not at the server's start (ADR 063).
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(head);
  if (found) return found.mime;
  return sniffFileType(head);
}
