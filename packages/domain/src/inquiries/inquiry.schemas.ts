import { z } from 'zod';
import type { GENDERS } from '../customers/customer.schemas.ts';
import { LANGUAGES } from '../i18n.ts';
import { labelsSchema } from '../workspace/labels.ts';

/**
 * The web inquiry form (`/external?company=…`, ADR 056): what a visitor of the company's website
 * sends, checked by this one schema on the page (next to each field) and by the public API.
 */

/** The least time between the form's appearance and its sending: a person takes longer, a script not. */
export const INQUIRY_MIN_FILL_MS = 3_000;
/** A form older than this is refused (the page is reloaded for a fresh one). */
export const INQUIRY_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The largest volume a visitor may estimate, in m³. */
export const INQUIRY_MAX_VOLUME_M3 = 1_000;
/** The most rooms a visitor may name. */
export const INQUIRY_MAX_ROOMS = 50;
/**
 * The most pieces of one catalogue item a visitor may count, and the most items a list may hold: the
 * same limits as the office's inventory (`MAX_ITEM_COUNT`, `MAX_INVENTORY_LINES` in volume.schemas.ts,
 * checked equal by a test), written here so that the form's page does not load the volume schemas.
 */
export const INQUIRY_MAX_ITEM_COUNT = 1_000;
export const INQUIRY_MAX_ITEMS = 300;

/**
 * The customer's genders, written here rather than imported: the form's page loads this module on its
 * own (vite.config.ts, group `inquiry-schema`), without the customer schemas.
 */
const SALUTATIONS = ['MALE', 'FEMALE'] as const satisfies typeof GENDERS;

const required = { error: 'error_field_required' } as const;
const invalid = { error: 'error_field_invalid' } as const;

const requiredText = (max: number) =>
  z.string(required).trim().min(1, required).max(max, { error: 'error_inquiry_text_too_long' });
const optionalText = (max: number) =>
  z
    .string(invalid)
    .trim()
    .max(max, { error: 'error_inquiry_text_too_long' })
    .nullish()
    .transform((value) => value || null);
const day = z.iso.date({ error: 'error_inquiry_date_invalid' });

/** Today's calendar day (UTC) less one: a visitor a time zone ahead of UTC may still mean "today". */
function earliestDay(now = new Date()): string {
  return new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/** A move address: street, postcode and town required; floor and elevator as people say them. */
export const inquiryAddressSchema = z.object({
  street: requiredText(200),
  zipCode: z
    .string(required)
    .trim()
    .min(1, required)
    .regex(/^[0-9A-Za-z -]{3,10}$/, { error: 'error_inquiry_zip_invalid' }),
  city: requiredText(100),
  /** "3", "EG", "2. OG". */
  floor: optionalText(20),
  elevator: z
    .boolean(invalid)
    .nullish()
    .transform((value) => value ?? null),
});
export type InquiryAddress = z.output<typeof inquiryAddressSchema>;

/**
 * One item of the company's volume catalogue as the visitor counted it: the item's id and how many.
 * The server resolves the id against that company's catalogue and copies its names and m³ (ADR 055).
 */
export const inquiryItemSchema = z.object({
  itemId: z.uuid({ error: 'error_inquiry_item_unknown' }),
  count: z
    .number({ error: 'error_inquiry_item_count_invalid' })
    .int({ error: 'error_inquiry_item_count_invalid' })
    .min(1, { error: 'error_inquiry_item_count_invalid' })
    .max(INQUIRY_MAX_ITEM_COUNT, { error: 'error_inquiry_item_count_invalid' }),
});
export type InquiryItem = z.output<typeof inquiryItemSchema>;

/**
 * What is to be moved. Its own part of the form (and of the schema): rooms, a typed estimate and a
 * free text, and the items counted room by room from the company's volume catalogue (`items`), whose
 * total (computed by the server) replaces the typed estimate when anything is counted.
 */
export const inquiryInventorySchema = z.object({
  rooms: z
    .number(invalid)
    .min(0.5, { error: 'error_inquiry_rooms_invalid' })
    .max(INQUIRY_MAX_ROOMS, { error: 'error_inquiry_rooms_invalid' })
    .multipleOf(0.5, { error: 'error_inquiry_rooms_invalid' })
    .nullish()
    .transform((value) => value ?? null),
  volumeM3: z
    .number(invalid)
    .min(0, { error: 'error_inquiry_volume_invalid' })
    .max(INQUIRY_MAX_VOLUME_M3, { error: 'error_inquiry_volume_invalid' })
    .nullish()
    .transform((value) => (value == null ? null : Math.round(value * 100) / 100)),
  /** The visitor's own list ("3-bed flat, piano, 40 boxes"). */
  description: optionalText(5_000),
  /** The catalogue items counted, each once. */
  items: z
    .array(inquiryItemSchema, { error: 'error_field_invalid' })
    .max(INQUIRY_MAX_ITEMS, { error: 'error_inquiry_items_too_many' })
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.itemId))
          ctx.addIssue({ code: 'custom', path: [index, 'itemId'], message: 'error_inquiry_item_duplicate' });
        seen.add(item.itemId);
      });
    })
    .nullish()
    .transform((items) => items ?? []),
});
export type InquiryInventory = z.output<typeof inquiryInventorySchema>;

export const inquiryInputSchema = z
  .object({
    /** The signed form token the page got with the form (when it appeared, for which company). */
    token: z.string(required).min(1, required).max(500, invalid),
    /** The honeypot: hidden from people, filled by form-filling scripts; must stay empty. */
    website: z.string().max(500).optional(),
    language: z.enum(LANGUAGES, invalid).default('de'),
    gender: z
      .enum(SALUTATIONS, invalid)
      .nullish()
      .transform((value) => value ?? null),
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: z
      .string(required)
      .trim()
      .toLowerCase()
      .min(1, required)
      .pipe(z.email({ error: 'error_email_invalid' }).max(254, { error: 'error_email_invalid' })),
    phone: z
      .string(required)
      .trim()
      .min(1, required)
      .regex(/^\+?[0-9 ()./-]{6,30}$/, { error: 'error_inquiry_phone_invalid' }),
    moveDate: day,
    /** The last day that would suit, when the visitor is flexible (a range). */
    moveDateTo: day
      .nullish()
      .or(z.literal(''))
      .transform((value) => value || null),
    moveOut: inquiryAddressSchema,
    moveIn: inquiryAddressSchema,
    inventory: inquiryInventorySchema,
    serviceIds: z.array(z.uuid(invalid)).max(100, invalid).default([]),
    message: optionalText(5_000),
  })
  .superRefine((value, ctx) => {
    if (value.moveDate < earliestDay())
      ctx.addIssue({ code: 'custom', path: ['moveDate'], message: 'error_inquiry_date_past' });
    if (value.moveDateTo && value.moveDateTo < value.moveDate)
      ctx.addIssue({ code: 'custom', path: ['moveDateTo'], message: 'error_inquiry_date_range' });
  });
export type InquiryInput = z.input<typeof inquiryInputSchema>;
export type InquiryValues = z.output<typeof inquiryInputSchema>;

/** A service of the company's tree as the form lists it (sub-services under their parent). */
export const inquiryServiceSchema = z.object({
  _id: z.string(),
  parentId: z.string().nullable(),
  labels: labelsSchema,
});

/** A catalogue item as the form's counter shows it: nothing else of the company's catalogue. */
export const inquiryVolumeItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  volumeM3: z.number(),
});
export type InquiryVolumeItem = z.infer<typeof inquiryVolumeItemSchema>;
export const inquiryVolumeRoomSchema = z.object({
  room: z.string(),
  label: z.string(),
  items: z.array(inquiryVolumeItemSchema),
});
export type InquiryVolumeRoom = z.infer<typeof inquiryVolumeRoomSchema>;

/** What the page needs to show the form: the company's look, its services, and the signed token. */
export const inquiryFormSchema = z.object({
  company: z.object({
    _id: z.string(),
    name: z.string(),
    backgroundColor: z.string().nullable(),
    textColor: z.string().nullable(),
    accentColor: z.string().nullable(),
    hasLogo: z.boolean(),
  }),
  services: z.array(inquiryServiceSchema),
  /**
   * The company's volume catalogue for the room counter (ADR 055): the rooms that have items, in the
   * calculator's order, each with its label and items (name in the request's language, m³ per piece).
   */
  volumeRooms: z.array(inquiryVolumeRoomSchema),
  token: z.string(),
});
export type InquiryForm = z.infer<typeof inquiryFormSchema>;

export const inquiryReceiptSchema = z.object({ received: z.literal(true) });

/** The company's switch for its form, set on /my-company. */
export const inquirySettingsSchema = z.object({ enabled: z.boolean() });
export type InquirySettings = z.infer<typeof inquirySettingsSchema>;
export const inquirySettingsInputSchema = z.object({ enabled: z.boolean(invalid) });
