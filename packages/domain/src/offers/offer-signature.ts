// The customer's signature on an acceptance, apart from the offer schemas: the customer's offer page
// (its own small bundle) draws and checks it with these limits.
import { z } from 'zod';

/** A signature is drawn (a PNG of the pad) or typed (the signer's name, for keyboard users). */
export const SIGNATURE_KINDS = ['drawn', 'typed'] as const;
export type SignatureKind = (typeof SIGNATURE_KINDS)[number];

/**
 * What the server keeps of a drawn signature: a PNG of at most these pixels and bytes. The pad
 * draws at most 1200 × 400 device pixels; a few strokes compress to a few kilobytes.
 */
export const SIGNATURE_LIMITS = {
  maxWidth: 1600,
  maxHeight: 800,
  maxBytes: 200_000,
  maxNameLength: 120,
} as const;

export const SIGNATURE_PNG_PREFIX = 'data:image/png;base64,';

const invalid = { error: 'error_offer_signature_invalid' } as const;

export const offerSignatureSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('drawn'),
      /** A `data:image/png;base64,` URL; the server decodes and checks it (a real PNG within the limits). */
      image: z
        .string(invalid)
        .startsWith(SIGNATURE_PNG_PREFIX, invalid)
        .max(SIGNATURE_PNG_PREFIX.length + Math.ceil(SIGNATURE_LIMITS.maxBytes / 3) * 4, invalid),
    }),
    z.object({
      kind: z.literal('typed'),
      name: z
        .string(invalid)
        .trim()
        .min(2, { error: 'error_offer_signature_name' })
        .max(SIGNATURE_LIMITS.maxNameLength, { error: 'error_offer_signature_name' }),
    }),
  ],
  invalid,
);
export type OfferSignatureInput = z.input<typeof offerSignatureSchema>;
