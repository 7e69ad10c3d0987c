import { loadSharp } from '../images.ts';
import type { FileStorage } from '../storage.ts';

/** The logo box on documents is 170 × 60 pt; this is about 300 dpi of it. */
const MAX_WIDTH = 720;
const MAX_HEIGHT = 240;
const CACHED_LOGOS = 200;

/**
 * A logo as documents draw it: PNG, JPEG or SVG in; out a PNG of at most 720 × 240 px with any
 * transparency laid on white (pages are white), which pdfkit embeds as it is instead of decoding and
 * splitting an alpha channel on every render. Null when the file cannot be read as an image.
 * SVG is rasterised by libvips (no external resources are fetched), with a time limit.
 */
export async function prepareLogo(content: Buffer): Promise<Buffer | null> {
  const sharp = await loadSharp();
  try {
    return await sharp(content, { density: 300, limitInputPixels: 40_000_000 })
      .timeout({ seconds: 5 })
      .resize({ width: MAX_WIDTH, height: MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * Prepared logos by storage key. A key names one upload and never changes content (a new upload gets
 * a new key), so an entry never goes stale; the oldest entries leave when the cache is full. Each
 * server instance keeps its own: it only saves work.
 */
const prepared = new Map<string, Promise<Buffer | null>>();

export function cachedLogo(key: string, load: () => Promise<Buffer | null>): Promise<Buffer | null> {
  let entry = prepared.get(key);
  if (entry) {
    // Most recently used goes to the end.
    prepared.delete(key);
  } else {
    entry = load().then((content) => (content ? prepareLogo(content) : null));
    // A failed read is not remembered.
    entry.catch(() => prepared.delete(key));
  }
  prepared.set(key, entry);
  while (prepared.size > CACHED_LOGOS) prepared.delete(prepared.keys().next().value!);
  return entry;
}

/** The company's logo file (PNG, JPEG or SVG) prepared for documents; none without one or when unreadable. */
export function documentLogo(storage: FileStorage, key: string | null): Promise<Buffer | null> {
  return key ? cachedLogo(key, () => storage.get(key)) : Promise.resolve(null);
}
