import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { computePrice } from './compute.ts';
import { PRICED_SERVICES, type PricingInput, pricingShapeSchema } from './schemas.ts';

const cents = z.number().int();

/**
 * The version of what an acceptance stores. 2: the pricing input as accepted, beside the totals.
 * Absent (older acceptances): the totals and the accepted services' ranges only (see `jobPrice`).
 */
export const PRICE_SNAPSHOT_VERSION = 2;

/** The keys of a contract that its price is computed from (`pricingShapeSchema`). */
const PRICED_KEYS = Object.keys(pricingShapeSchema.shape) as (keyof PricingInput)[];

/** Only the priced parts of a contract (or of anything shaped like one): what `computePrice` reads. */
export function pricingInputOf(source: PricingInput): PricingInput {
  const input: Record<string, unknown> = {};
  for (const key of PRICED_KEYS) if (source[key] !== undefined) input[key] = source[key];
  return structuredClone(input) as PricingInput;
}

/**
 * What an acceptance stores (pricing.md "Accepted services and the total"): everything priced exactly
 * as the customer accepted it (`input`: services' inputs and discounts, special products, packing
 * materials, contract items, accepted services, VAT and currency), and what it came to: the accepted
 * services' ranges after discount, the lines' sum and the totals. A later change of the contract does
 * not change it; `computePrice(input)` gives the accepted breakdown again, line by line.
 */
export const priceSnapshotSchema = z.object({
  /** PRICE_SNAPSHOT_VERSION when it was taken; absent on older acceptances, which have no `input`. */
  version: z.number().int().optional(),
  input: pricingShapeSchema.optional(),
  acceptedServices: z.array(z.enum(PRICED_SERVICES)),
  services: z.array(
    z.object({ service: z.enum(PRICED_SERVICES), low: cents, high: cents, byEffort: z.boolean() }),
  ),
  linesTotal: cents,
  currency: z.enum(CURRENCIES),
  vatRate: z.number(),
  includeVat: z.boolean(),
  netLow: cents,
  netHigh: cents,
  vatLow: cents,
  vatHigh: cents,
  roundingLow: cents,
  roundingHigh: cents,
  grossLow: cents,
  grossHigh: cents,
});
export type PriceSnapshot = z.infer<typeof priceSnapshotSchema>;

/**
 * The snapshot of a contract's priced parts with the customer's `acceptedServices` (validated by
 * `pricingInputSchema`: at least one, each offered).
 */
export function createPriceSnapshot(accepted: PricingInput): PriceSnapshot {
  const input = pricingInputOf(accepted);
  const price = computePrice(input);
  return {
    version: PRICE_SNAPSHOT_VERSION,
    input,
    acceptedServices: [...price.acceptedServices],
    services: price.acceptedServices.map((name) => {
      const service = price.services[name];
      return {
        service: name,
        low: service.lowAfterDiscount,
        high: service.highAfterDiscount,
        byEffort: service.byEffort,
      };
    }),
    linesTotal: price.linesTotal,
    currency: price.currency,
    vatRate: price.vatRate,
    includeVat: price.includeVat,
    netLow: price.netLow,
    netHigh: price.netHigh,
    vatLow: price.vatLow,
    vatHigh: price.vatHigh,
    roundingLow: price.roundingLow,
    roundingHigh: price.roundingHigh,
    grossLow: price.grossLow,
    grossHigh: price.grossHigh,
  };
}
