import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { CONTRACT_ITEM_TYPES, PRICED_SERVICES, RELOCATION_PRICE_TYPES } from './schemas.ts';

/**
 * What `computePrice` answers, as schemas so the API can describe the contract's `price` (openapi) and
 * a client can check it. Every amount is integer cents; `count`, `percent` and `vatRate` are decimals.
 */

const cents = z.number().int();

/** A service's discount as applied: what it is, and the cents it takes off each bound. */
export const appliedDiscountSchema = z.object({
  amount: cents.nullable(),
  percent: z.number().nullable(),
  /** Cents taken off the low and the high bound (they differ for a percentage of a range). */
  low: cents,
  high: cents,
});
export type AppliedDiscount = z.infer<typeof appliedDiscountSchema>;

/** One service: its range, its discount, and whether it counts toward the total. */
export const servicePriceSchema = z.object({
  service: z.enum(PRICED_SERVICES),
  /** The contract offers this service (it has a price input, or is cleaning by effort). */
  offered: z.boolean(),
  /** Cleaning "open": offered, billed by effort, no amount (documents say "nach Aufwand"). */
  byEffort: z.boolean(),
  /** Counts toward the total: offered, and accepted (or no acceptance given yet). */
  accepted: z.boolean(),
  /** The range before the discount; equal bounds for a fixed price; 0 when not offered or by effort. */
  low: cents,
  high: cents,
  /** The discount applied, or null when none is set or the service is not offered. */
  discount: appliedDiscountSchema.nullable(),
  lowAfterDiscount: cents,
  highAfterDiscount: cents,
});
export type ServicePrice = z.infer<typeof servicePriceSchema>;

export const relocationPriceSchema = servicePriceSchema.extend({
  /** The price type applied (an unset type prices as hourly). */
  priceType: z.enum(RELOCATION_PRICE_TYPES),
  /** workersFood + packaging + disassembly, included in low and high. */
  extras: cents,
  /** The cost ceiling when the price type is maxPrice and one is set, else null. */
  maxPrice: cents.nullable(),
});
export type RelocationPrice = z.infer<typeof relocationPriceSchema>;

/** A special product or packing material with its amount: count × unitPrice, rounded to a cent. */
export const countedLinePriceSchema = z.object({
  name: z.string(),
  count: z.number(),
  unitPrice: cents,
  amount: cents,
});
export type CountedLinePrice = z.infer<typeof countedLinePriceSchema>;

/**
 * A contract item (by its index in the input) with its amount and the running sum up to and including
 * it. `amount` is quantity × unitPrice for item and product lines, minus the cents taken off for a
 * discount line, and null for text and subtotal lines (a subtotal prints `runningTotal`).
 */
export const contractItemPriceSchema = z.object({
  index: z.number().int(),
  type: z.enum(CONTRACT_ITEM_TYPES),
  amount: cents.nullable(),
  runningTotal: cents,
});
export type ContractItemPrice = z.infer<typeof contractItemPriceSchema>;

const lineGroup = <Line extends z.ZodType>(line: Line) => z.object({ lines: z.array(line), total: cents });

export const priceBreakdownSchema = z.object({
  currency: z.enum(CURRENCIES),
  vatRate: z.number(),
  includeVat: z.boolean(),
  services: z.object({
    relocation: relocationPriceSchema,
    trash: servicePriceSchema,
    cleaning: servicePriceSchema,
  }),
  /** The services counted in the totals, in the order of PRICED_SERVICES. */
  acceptedServices: z.array(z.enum(PRICED_SERVICES)),
  /** Lines always included; their sum is the same for low and high. */
  specialProducts: lineGroup(countedLinePriceSchema),
  packingMaterials: lineGroup(countedLinePriceSchema),
  items: lineGroup(contractItemPriceSchema),
  linesTotal: cents,
  /** Σ accepted services after their discounts. */
  servicesLow: cents,
  servicesHigh: cents,
  /** services + lines: the amounts as entered (net when VAT is added, gross when it is included). */
  subtotalLow: cents,
  subtotalHigh: cents,
  netLow: cents,
  netHigh: cents,
  vatLow: cents,
  vatHigh: cents,
  /** net + VAT, before the rounding to the currency's step. */
  grossUnroundedLow: cents,
  grossUnroundedHigh: cents,
  /** The rounding lines: gross − grossUnrounded (to 5 Rappen for CHF; 0 otherwise). */
  roundingLow: cents,
  roundingHigh: cents,
  /** 5 (CHF) or 1 (cents). */
  roundingStep: cents,
  /** The payable totals. */
  grossLow: cents,
  grossHigh: cents,
  /** The relocation's high bound before its discount, or null when no relocation is offered. */
  expectedPrice: cents.nullable(),
});
/** Everything `computePrice` answers. */
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;
