import type { Readable } from 'node:stream';
import {
  type ErrorCode,
  isMediaContentType,
  MEDIA_MAX_ANY_BYTES,
  MEDIA_MAX_BYTES,
  MEDIA_TOO_LARGE_CODES,
  MEDIA_TYPES,
  type MediaContentType,
  type MediaItemKind,
  mediaMaxMegabytes,
} from '@maxer/domain';
import { AppError } from '../../platform/errors.ts';
import { MEDIA_SNIFF_BYTES, sniffMediaType } from '../../platform/file-types.ts';
import { openUpload } from '../../platform/file-upload.ts';
import { loadSharp } from '../../platform/images.ts';
import type { FileStorage } from '../../platform/storage.ts';

/** Every object of a company's media lives under its own prefix (ADR 048). */
export const companyMediaPrefix = (companyId: string) => `media/${companyId}`;

/** The thumbnail fits in this square (the office's grid, the customer's page). */
export const THUMBNAIL_SIZE = 400;
/** The display version fits in this square: sharp on a screen, a fraction of a phone photo's bytes. */
export const DISPLAY_SIZE = 1600;

export interface StoredMedia {
  kind: MediaItemKind;
  contentType: MediaContentType;
  size: number;
  fileKey: string;
  displayKey: string | null;
  thumbnailKey: string | null;
  width: number | null;
  height: number | null;
}

/** The keys a stored upload holds, to remove them again. */
export const storedKeys = (media: StoredMedia) =>
  [media.fileKey, media.displayKey, media.thumbnailKey].filter((key): key is string => key !== null);

const tooLarge = (kind: MediaItemKind) => ({
  code: MEDIA_TOO_LARGE_CODES[kind] as ErrorCode,
  params: { max: mediaMaxMegabytes(kind) },
});

/**
 * An image's two shown versions, from one decode: turned upright by its EXIF orientation (`rotate()`),
 * flattened onto white (JPEG has no transparency) and written without any metadata — sharp keeps none
 * unless asked, so GPS, camera and time never leave the original.
 */
export async function imageVersions(original: Buffer) {
  const sharp = await loadSharp();
  const upright = sharp(original, { failOn: 'error' }).rotate().flatten({ background: '#ffffff' });
  const [display, thumbnail] = await Promise.all([
    upright
      .clone()
      .resize(DISPLAY_SIZE, DISPLAY_SIZE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true }),
    upright
      .clone()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 78 })
      .toBuffer(),
  ]);
  return { display: display.data, width: display.info.width, height: display.info.height, thumbnail };
}

/**
 * Take one uploaded file from the request stream into the store under the company's prefix: judged
 * by its first bytes (never its name), refused over its kind's limit (before reading on when the
 * request says its length, else as soon as it grows past it), streamed to the store chunk by chunk.
 * A photo also gets its display version and thumbnail (made inline: ~0.2 s for a 12-megapixel JPEG,
 * ADR 048). Whatever was stored is removed again when a step fails.
 */
export async function storeMediaUpload(
  storage: FileStorage,
  companyId: string,
  source: Readable,
  options: { declaredLength: number | undefined; photosOnly: boolean },
): Promise<StoredMedia> {
  if (options.declaredLength !== undefined && options.declaredLength > MEDIA_MAX_ANY_BYTES)
    throw new AppError(MEDIA_TOO_LARGE_CODES.video, { params: { max: mediaMaxMegabytes('video') } });
  const upload = await openUpload(source, MEDIA_SNIFF_BYTES);
  if (upload.head.length === 0) throw new AppError('error_media_file_type');
  const sniffed = await sniffMediaType(upload.head);
  if (sniffed === 'image/heic' || sniffed === 'image/heif') throw new AppError('error_media_heic');
  if (!sniffed || !isMediaContentType(sniffed))
    throw new AppError(options.photosOnly ? 'error_media_photos_only' : 'error_media_file_type');
  const contentType = sniffed;
  const kind = MEDIA_TYPES[contentType];
  if (options.photosOnly && kind !== 'image') throw new AppError('error_media_photos_only');
  const maxBytes = MEDIA_MAX_BYTES[kind];
  if (options.declaredLength !== undefined && options.declaredLength > maxBytes)
    throw new AppError(tooLarge(kind).code, { params: tooLarge(kind).params });

  const prefix = companyMediaPrefix(companyId);
  const body = upload.body({ maxBytes, tooLarge: tooLarge(kind), collect: kind === 'image' });
  let fileKey: string;
  try {
    fileKey = await storage.put(prefix, body.stream, { contentType });
  } catch (error) {
    if (body.overLimit()) throw new AppError(tooLarge(kind).code, { params: tooLarge(kind).params });
    if (error instanceof AppError) throw error;
    if (source.errored || !source.readableEnded) throw new AppError('error_media_upload_incomplete');
    throw error;
  }
  const size = body.bytes();
  if (options.declaredLength !== undefined && size !== options.declaredLength) {
    await storage.delete(fileKey);
    throw new AppError('error_media_upload_incomplete');
  }
  const stored: StoredMedia = {
    kind,
    contentType,
    size,
    fileKey,
    displayKey: null,
    thumbnailKey: null,
    width: null,
    height: null,
  };
  if (kind !== 'image') return stored;

  try {
    let versions: Awaited<ReturnType<typeof imageVersions>>;
    try {
      versions = await imageVersions(body.collected());
    } catch {
      throw new AppError('error_media_image_unreadable');
    }
    stored.width = versions.width;
    stored.height = versions.height;
    stored.displayKey = await storage.put(prefix, versions.display, { contentType: 'image/jpeg' });
    stored.thumbnailKey = await storage.put(prefix, versions.thumbnail, { contentType: 'image/jpeg' });
    return stored;
  } catch (error) {
    await Promise.allSettled(storedKeys(stored).map((key) => storage.delete(key)));
    throw error;
  }
}
