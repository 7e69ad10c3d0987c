import { z } from 'zod';
import { publicCommentSchema } from '../comments/comment.schemas.ts';
import { LANGUAGES } from '../i18n.ts';
import { listQuerySchema } from '../lists/list-query.ts';
import { MEDIA_ITEM_KINDS, MEDIA_SESSION_KINDS } from './media-types.ts';

export * from './media-types.ts';

/**
 * Media sessions (spec §3 "Media session" and "Media item"; issue 18): a set of photos, videos and
 * documents of a job or a customer (a viewing, the inventory, damage), with a title and a note. A
 * session is not edited once made (spec §2: list, new, detail); its items are added and removed, and
 * their captions edited.
 */
export const MEDIA_TITLE_MAX = 200;
export const MEDIA_NOTE_MAX = 5000;
export const MEDIA_CAPTION_MAX = 500;
/** A share link works this many days unless the office chooses otherwise (1–90). */
export const MEDIA_SHARE_DEFAULT_DAYS = 14;
export const MEDIA_SHARE_MAX_DAYS = 90;

const invalid = { error: 'error_field_invalid' } as const;
const optionalText = (max: number) =>
  z
    .string(invalid)
    .trim()
    .max(max, invalid)
    .nullish()
    .transform((value) => value || null);
const optionalId = z
  .uuid(invalid)
  .nullish()
  .transform((value) => value ?? null);

/** A new session: of a job (its customer comes with it) or a customer, or both (the same customer). */
export const mediaSessionInputSchema = z
  .object({
    title: z
      .string({ error: 'error_field_required' })
      .trim()
      .min(1, { error: 'error_field_required' })
      .max(MEDIA_TITLE_MAX, invalid),
    kind: z.enum(MEDIA_SESSION_KINDS, invalid),
    note: optionalText(MEDIA_NOTE_MAX),
    customerId: optionalId,
    contractId: optionalId,
  })
  .refine((value) => value.customerId !== null || value.contractId !== null, {
    error: 'error_media_owner_required',
    path: ['customerId'],
  });
export type MediaSessionInput = z.input<typeof mediaSessionInputSchema>;
export type MediaSessionValues = z.output<typeof mediaSessionInputSchema>;

export const mediaItemSchema = z.object({
  _id: z.string(),
  kind: z.enum(MEDIA_ITEM_KINDS),
  contentType: z.string(),
  /** Bytes of the original. */
  size: z.number().int(),
  /** The file's name as it was uploaded (only shown; never a storage path). */
  name: z.string().nullable(),
  caption: z.string().nullable(),
  /** Of the display version (EXIF orientation applied); null unless an image. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Added by the customer through the share link (not by the office). */
  fromCustomer: z.boolean(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

const mediaSessionFields = {
  _id: z.string(),
  title: z.string(),
  kind: z.enum(MEDIA_SESSION_KINDS),
  note: z.string().nullable(),
  customer: z.object({ _id: z.string(), name: z.string() }).nullable(),
  contract: z.object({ _id: z.string(), number: z.number().int() }).nullable(),
  itemCount: z.number().int(),
  /** The first image's id, for a thumbnail in lists; null without images. */
  coverItemId: z.string().nullable(),
  createdAt: z.string(),
};

/** One session in a list (without its items). */
export const mediaSessionSummarySchema = z.object(mediaSessionFields);
export type MediaSessionSummary = z.infer<typeof mediaSessionSummarySchema>;

/** The live share link of a session, if any (its address is shown only when made). */
export const mediaShareStateSchema = z
  .object({ createdAt: z.string(), expiresAt: z.string(), language: z.enum(LANGUAGES) })
  .nullable();

export const mediaSessionSchema = z.object({
  ...mediaSessionFields,
  items: z.array(mediaItemSchema),
  share: mediaShareStateSchema,
});
export type MediaSession = z.infer<typeof mediaSessionSchema>;

export const MEDIA_SORTS = ['createdAt', 'title'] as const;
export const mediaListQuerySchema = listQuerySchema(MEDIA_SORTS, '-createdAt').extend({
  customerId: z.uuid(invalid).optional(),
  contractId: z.uuid(invalid).optional(),
  kind: z.enum(MEDIA_SESSION_KINDS, invalid).optional(),
});
export type MediaListQuery = z.output<typeof mediaListQuerySchema>;

export const mediaSessionPageSchema = z.object({
  items: z.array(mediaSessionSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MediaSessionPage = z.infer<typeof mediaSessionPageSchema>;

export const mediaCaptionSchema = z.object({ caption: optionalText(MEDIA_CAPTION_MAX) });
export type MediaCaptionInput = z.input<typeof mediaCaptionSchema>;

/** The uploaded file's name, sent beside the raw body (`?name=`); only shown, never trusted. */
export const mediaUploadQuerySchema = z.object({
  name: z.string(invalid).trim().max(255, invalid).optional(),
});

export const mediaShareInputSchema = z.object({
  days: z
    .number(invalid)
    .int(invalid)
    .min(1, invalid)
    .max(MEDIA_SHARE_MAX_DAYS, invalid)
    .default(MEDIA_SHARE_DEFAULT_DAYS),
  /** The page's language for the customer (default: the office's). */
  language: z.enum(LANGUAGES, invalid).optional(),
});
export type MediaShareInput = z.input<typeof mediaShareInputSchema>;

/** A new share link: its address, shown this once (only its hash is kept). */
export const mediaShareSchema = z.object({
  url: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  language: z.enum(LANGUAGES),
});
export type MediaShare = z.infer<typeof mediaShareSchema>;

/** A photo on the customer's shared page: display versions only (metadata stripped). */
export const publicMediaItemSchema = z.object({
  _id: z.string(),
  caption: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  fromCustomer: z.boolean(),
  createdAt: z.string(),
});
export type PublicMediaItem = z.infer<typeof publicMediaItemSchema>;

/** What the customer's shared-media page shows. */
export const publicMediaSessionSchema = z.object({
  language: z.enum(LANGUAGES),
  company: z.object({
    name: z.string(),
    /** The company's time zone, in which the page shows the comments' times. */
    timeZone: z.string(),
    backgroundColor: z.string().nullable(),
    textColor: z.string().nullable(),
    accentColor: z.string().nullable(),
    hasLogo: z.boolean(),
  }),
  title: z.string(),
  kind: z.enum(MEDIA_SESSION_KINDS),
  contractNumber: z.number().int().nullable(),
  expiresAt: z.string(),
  items: z.array(publicMediaItemSchema),
  /** The session's public comments, oldest first (never an internal one, never the author; ADR 049). */
  comments: z.array(publicCommentSchema),
});
export type PublicMediaSession = z.infer<typeof publicMediaSessionSchema>;
