// The signature's kinds and limits without zod: the customer's offer page (its own small bundle)
// draws with them and loads no schema library (ADR 062); offer-signature.ts builds the schema on them.

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
