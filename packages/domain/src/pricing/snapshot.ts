import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import type { PriceBreakdown } from './breakdown.ts';
import { PRICED_SERVICES } from './schemas.ts';

const cents = z.number().int();

/**
 * What an acceptance stores (pricing.md "Accepted services and the total"): the accepted services with
 * their ranges after discount, the lines' sum and the totals, so that a later change of the contract
 * does not change what was accepted.
 */
export const priceSnapshotSchema = z.object({
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
 * The snapshot of a breakdown computed with the customer's `acceptedServices` (validated by
 * `pricingInputSchema`: at least one, each offered).
 */
export function createPriceSnapshot(price: PriceBreakdown): PriceSnapshot {
  return {
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
