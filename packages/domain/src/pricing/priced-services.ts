// Without zod: the price computation (compute.ts) needs the list, and the customer's offer page
// computes prices without loading a schema library (ADR 062).

/** The three priced services a contract may offer; "trash" is disposal (Entsorgung). */
export const PRICED_SERVICES = ['relocation', 'trash', 'cleaning'] as const;
export type PricedService = (typeof PRICED_SERVICES)[number];
