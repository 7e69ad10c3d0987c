import { z } from 'zod';

const invalid = { error: 'error_field_invalid' } as const;

/** Days before an offer's last day that its reminder goes out (company setting). */
export const OFFER_REMINDER_DAYS = { min: 1, max: 30, default: 2 } as const;
/** Days an offer sent again with a new validity stays open (company setting). */
export const OFFER_VALIDITY_DAYS = { min: 1, max: 365, default: 14 } as const;

/**
 * The company's offer follow-up settings (owners): the automatic reminder before an offer expires
 * (on by default, how many days before its last day), the validity of an offer sent again, and
 * whether the customer must sign an acceptance (off by default).
 */
export const offerSettingsInputSchema = z.object({
  reminders: z.boolean(invalid),
  reminderDays: z
    .number(invalid)
    .int(invalid)
    .min(OFFER_REMINDER_DAYS.min, invalid)
    .max(OFFER_REMINDER_DAYS.max, invalid),
  validityDays: z
    .number(invalid)
    .int(invalid)
    .min(OFFER_VALIDITY_DAYS.min, invalid)
    .max(OFFER_VALIDITY_DAYS.max, invalid),
  signatureRequired: z.boolean(invalid),
});
export type OfferSettingsInput = z.input<typeof offerSettingsInputSchema>;

export const offerSettingsSchema = z.object({
  reminders: z.boolean(),
  reminderDays: z.number().int(),
  validityDays: z.number().int(),
  signatureRequired: z.boolean(),
});
export type OfferSettings = z.infer<typeof offerSettingsSchema>;
