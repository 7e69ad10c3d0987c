/** The price range of one service before its discount (pricing.md "Services of a contract"). */
export interface ServiceBounds {
  /** The contract offers this service (it has a price input, or is cleaning by effort). */
  offered: boolean;
  /** Cleaning "open": offered, billed by effort, no amount (the document says "nach Aufwand"). */
  byEffort: boolean;
  /** Lower and upper bound in cents; equal for a fixed price; 0 when not offered or by effort. */
  low: number;
  high: number;
}

export const NOT_OFFERED: ServiceBounds = { offered: false, byEffort: false, low: 0, high: 0 };

export function fixedPrice(cents: number): ServiceBounds {
  return { offered: true, byEffort: false, low: cents, high: cents };
}
