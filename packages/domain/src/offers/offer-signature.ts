// The customer's signature on an acceptance, apart from the offer schemas: the customer's offer page
// (its own small bundle) draws and checks it with these limits.
import { z } from 'zod';

import { SIGNATURE_LIMITS, SIGNATURE_PNG_PREFIX } from './signature-limits.ts';

export {
  SIGNATURE_KINDS,
  SIGNATURE_LIMITS,
  SIGNATURE_PNG_PREFIX,
  type SignatureKind,
} from './signature-limits.ts';

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
