// The media types and limits apart from the schemas: the customer's shared-media page loads this
// module without zod (ADR 048).

/** What a media session is of (spec §3 "Media session"): a viewing, the inventory, damage, or else. */
export const MEDIA_SESSION_KINDS = ['VIEWING', 'INVENTORY', 'DAMAGE', 'OTHER'] as const;
export type MediaSessionKind = (typeof MEDIA_SESSION_KINDS)[number];

export const MEDIA_ITEM_KINDS = ['image', 'video', 'document'] as const;
export type MediaItemKind = (typeof MEDIA_ITEM_KINDS)[number];

const MB = 1024 * 1024;

/**
 * The file types a media session takes, recognised by their content (never by name or the client's
 * claim), and the largest file of each kind. Photos and PDFs: 25 MB (a phone's photo is 2–8 MB, a
 * scanned inventory list a few); videos: 500 MB (about five minutes of a phone's 1080p video).
 */
export const MEDIA_TYPES = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'application/pdf': 'document',
  'video/mp4': 'video',
  'video/quicktime': 'video',
  'video/webm': 'video',
} as const satisfies Record<string, MediaItemKind>;
export type MediaContentType = keyof typeof MEDIA_TYPES;

export const MEDIA_MAX_BYTES: Record<MediaItemKind, number> = {
  image: 25 * MB,
  document: 25 * MB,
  video: 500 * MB,
};

/** The largest file of any kind: what an upload may be before its first bytes are read. */
export const MEDIA_MAX_ANY_BYTES = Math.max(...Object.values(MEDIA_MAX_BYTES));

export function isMediaContentType(type: string): type is MediaContentType {
  return Object.hasOwn(MEDIA_TYPES, type);
}

/** The kind of a file by its (claimed) type, for a first check in the browser; null when refused. */
export function mediaKindOf(type: string): MediaItemKind | null {
  return isMediaContentType(type) ? MEDIA_TYPES[type] : null;
}

/** The `accept` of a file input: what the office may add, and what a customer may (photos only). */
export const MEDIA_ACCEPT = Object.keys(MEDIA_TYPES).join(',');
export const MEDIA_PHOTO_ACCEPT = Object.entries(MEDIA_TYPES)
  .filter(([, kind]) => kind === 'image')
  .map(([type]) => type)
  .join(',');

/** The error code for a file of `kind` over its limit (params: `max` in MB). */
export const MEDIA_TOO_LARGE_CODES = {
  image: 'error_media_image_too_large',
  video: 'error_media_video_too_large',
  document: 'error_media_document_too_large',
} as const satisfies Record<MediaItemKind, string>;

export const mediaMaxMegabytes = (kind: MediaItemKind) => MEDIA_MAX_BYTES[kind] / MB;
