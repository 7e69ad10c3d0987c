import type { PriceBreakdown } from './breakdown.ts';
import { computePrice } from './compute.ts';
import type { PricingInput } from './schemas.ts';
import { type PriceSnapshot, pricingInputOf } from './snapshot.ts';

/** Whose price a job has now: every offered service, or what the customer accepted. */
export const PRICE_BASES = ['offered', 'accepted'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

export interface JobPrice {
  basis: PriceBasis;
  /** The priced parts the breakdown was computed from: the contract's, or the accepted ones. */
  input: PricingInput;
  breakdown: PriceBreakdown;
}

/**
 * The price of a job now (pricing.md "Accepted services and the total"), the one answer every list,
 * page, document, e-mail and invoice uses:
 * - before an acceptance, the contract's priced parts as they stand, every offered service counted;
 * - after it, the priced parts exactly as the customer accepted them (the snapshot's `input`), only the
 *   accepted services counted. Editing the job afterwards does not change it.
 *
 * An acceptance stored before snapshots kept their input (no `version`) has only the accepted services'
 * ranges and the totals: its price is the contract's priced parts as they stand now with the accepted
 * services, and every amount the snapshot holds (each accepted service after its discount, the lines'
 * sum, net, VAT, rounding, gross) taken from the snapshot, so the totals are what was accepted even if
 * the job's lines changed since (its lines then show as they are now).
 */
export function jobPrice(current: PricingInput, accepted: PriceSnapshot | null | undefined): JobPrice {
  if (!accepted) {
    const input = { ...pricingInputOf(current), acceptedServices: null };
    return { basis: 'offered', input, breakdown: computePrice(input) };
  }
  if (accepted.input) {
    return { basis: 'accepted', input: accepted.input, breakdown: computePrice(accepted.input) };
  }
  const input: PricingInput = {
    ...pricingInputOf(current),
    acceptedServices: accepted.acceptedServices,
    includeVat: accepted.includeVat,
    vatRate: accepted.vatRate,
    currency: accepted.currency,
  };
  return { basis: 'accepted', input, breakdown: withSnapshotAmounts(computePrice(input), accepted) };
}

/** An older acceptance's amounts laid over a breakdown computed from today's priced parts. */
function withSnapshotAmounts(computed: PriceBreakdown, snapshot: PriceSnapshot): PriceBreakdown {
  const services = structuredClone(computed.services);
  for (const name of Object.keys(services) as (keyof typeof services)[]) {
    const stored = snapshot.services.find((service) => service.service === name);
    const service = services[name];
    service.accepted = stored !== undefined;
    if (stored) {
      service.offered = true;
      service.byEffort = stored.byEffort;
      service.lowAfterDiscount = stored.low;
      service.highAfterDiscount = stored.high;
    }
  }
  const servicesLow = snapshot.services.reduce((sum, service) => sum + service.low, 0);
  const servicesHigh = snapshot.services.reduce((sum, service) => sum + service.high, 0);
  return {
    ...computed,
    services,
    acceptedServices: snapshot.services.map((service) => service.service),
    linesTotal: snapshot.linesTotal,
    servicesLow,
    servicesHigh,
    subtotalLow: servicesLow + snapshot.linesTotal,
    subtotalHigh: servicesHigh + snapshot.linesTotal,
    netLow: snapshot.netLow,
    netHigh: snapshot.netHigh,
    vatLow: snapshot.vatLow,
    vatHigh: snapshot.vatHigh,
    grossUnroundedLow: snapshot.grossLow - snapshot.roundingLow,
    grossUnroundedHigh: snapshot.grossHigh - snapshot.roundingHigh,
    roundingLow: snapshot.roundingLow,
    roundingHigh: snapshot.roundingHigh,
    grossLow: snapshot.grossLow,
    grossHigh: snapshot.grossHigh,
  };
}
