import { z } from 'zod';
import { emailSchema } from '../auth.schemas.ts';
import { publicCommentSchema } from '../comments/comment.schemas.ts';
import { contractSchema } from '../contracts/contract.schemas.ts';
import { LANGUAGES } from '../i18n.ts';
import { MAIL_DELIVERY_STATES } from '../mail/mail.schemas.ts';
import { PRICED_SERVICES } from '../pricing/schemas.ts';
import { priceSnapshotSchema } from '../pricing/snapshot.ts';
import { OFFER_STATES } from './offer-list-query.ts';
import { offerSignatureSchema, SIGNATURE_KINDS } from './offer-signature.ts';

const invalid = { error: 'error_field_invalid' } as const;

export * from './offer-follow-ups.ts';
export {
  OFFER_SORTS,
  OFFER_STATES,
  type OfferListQuery,
  type OfferState,
  offerListQuerySchema,
} from './offer-list-query.ts';
export * from './offer-signature.ts';

/** Sending a contract to the customer (decisions.md "Contracts and offers"). */
export const offerSendSchema = z.object({
  /** The customer's e-mail by default. */
  recipient: emailSchema.nullish(),
  language: z.enum(LANGUAGES, invalid).default('de'),
  /** The last day the offer can be accepted (in the company's time zone). */
  validUntil: z.iso.date(invalid),
  /** One of the company's mail templates for the e-mail's subject and text; the built-in text without. */
  mailTemplateId: z.uuid(invalid).nullish(),
});
export type OfferSendInput = z.input<typeof offerSendSchema>;

export const offerSchema = z.object({
  _id: z.string(),
  contractId: z.string(),
  contractNumber: z.number().int(),
  customerId: z.string(),
  customerName: z.string(),
  recipient: z.string(),
  language: z.enum(LANGUAGES),
  validUntil: z.string(),
  state: z.enum(OFFER_STATES),
  firstViewedAt: z.string().nullable(),
  viewCount: z.number().int(),
  acceptedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  acceptedServices: z.array(z.enum(PRICED_SERVICES)).nullable(),
  /** The latest delivery event of the offer's e-mail, else its outbox state. */
  mailStatus: z.enum(MAIL_DELIVERY_STATES).nullable(),
  /** How the customer signed the acceptance; null when not accepted or accepted without a signature. */
  signature: z.enum(SIGNATURE_KINDS).nullable(),
  /** When the automatic reminder before its last day went out (the latest one); null without. */
  remindedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

/** The office's view of one offer: the list's fields, the acceptance record and its e-mail. */
export const offerDetailSchema = offerSchema.extend({
  acceptance: z
    .object({
      acceptedServices: z.array(z.enum(PRICED_SERVICES)),
      snapshot: priceSnapshotSchema,
      ip: z.string(),
      userAgent: z.string().nullable(),
      documentSha256: z.string(),
      /** The customer agreed to the terms (AGB) when accepting. */
      termsAccepted: z.boolean(),
      /** The signature: the typed name, or the drawn one as a `data:image/png;base64,` URL. */
      signature: z
        .object({ kind: z.enum(SIGNATURE_KINDS), name: z.string().nullable(), image: z.string().nullable() })
        .nullable(),
    })
    .nullable(),
  mail: z
    .object({
      subject: z.string(),
      messageId: z.string(),
      status: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      sentAt: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
});
export type OfferDetail = z.infer<typeof offerDetailSchema>;

/** What the customer's page shows: the company's face and the contract as offered. */
export const publicOfferSchema = z.object({
  state: z.enum(OFFER_STATES),
  language: z.enum(LANGUAGES),
  validUntil: z.string(),
  company: z.object({
    name: z.string(),
    backgroundColor: z.string().nullable(),
    textColor: z.string().nullable(),
    accentColor: z.string().nullable(),
    hasLogo: z.boolean(),
    hasAgb: z.boolean(),
    hideRejectOfferButton: z.boolean(),
    pdfRelocationPriceType: z.string(),
    /** Dates on the page are shown in the company's time zone. */
    timeZone: z.string(),
  }),
  contract: contractSchema.omit({
    // Where the job came from is the office's business, not the customer's.
    origin: true,
    customStatus: true,
    editWarning: true,
    readOnly: true,
    archived: true,
    archivedAt: true,
    offerOpen: true,
  }),
  /**
   * The job was edited after this offer was sent: the page shows the offer as it is now and says that
   * it changed (ADR 023). An acceptance names the `contract.revision` it saw.
   */
  updatedSinceSent: z.boolean(),
  acceptedServices: z.array(z.enum(PRICED_SERVICES)).nullable(),
  /** SHA-256 of this document as shown; an acceptance records it. */
  documentSha256: z.string(),
  /**
   * The job's public comments, oldest first (ADR 049): the office's messages to the customer. Not part
   * of the document (nor of its hash): a new message changes nothing the customer accepts.
   */
  comments: z.array(publicCommentSchema),
  /** The company asks for a signature with the acceptance (drawn or typed). */
  signatureRequired: z.boolean(),
  /** How the acceptance was signed, once accepted; null otherwise or without a signature. */
  signature: z.enum(SIGNATURE_KINDS).nullable(),
});
export type PublicOffer = z.infer<typeof publicOfferSchema>;

export const offerAcceptSchema = z.object({
  acceptedServices: z
    .array(z.enum(PRICED_SERVICES, invalid))
    .min(1, { error: 'error_field_required' })
    .max(3, invalid),
  termsAccepted: z.literal(true, { error: 'error_terms_not_accepted' }),
  /**
   * The `contract.revision` of the page the customer accepted on. Another one (or none) answers
   * error_offer_changed (409): nobody accepts what they did not see (ADR 023).
   */
  revision: z.number(invalid).int(invalid).nullish(),
  /** The customer's signature; required when the company asks for one (error_offer_signature_required). */
  signature: offerSignatureSchema.nullish(),
});
export type OfferAcceptInput = z.input<typeof offerAcceptSchema>;

export const offerRejectSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(2000, invalid)
    .nullish()
    .transform((value) => value || null),
});

export const offerDecisionSchema = z.object({
  state: z.enum(OFFER_STATES),
  acceptedServices: z.array(z.enum(PRICED_SERVICES)).nullable(),
  snapshot: priceSnapshotSchema.nullable(),
});
