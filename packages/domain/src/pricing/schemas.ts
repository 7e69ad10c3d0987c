import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { MAX_PRICE_CENTS } from '../workspace/item.schemas.ts';
import { hasAtMostTwoDecimals } from './arithmetic.ts';
import { PRICED_SERVICES } from './priced-services.ts';

/**
 * The priced parts of a contract as the pricing engine reads them (pricing.md). Shapes only: these
 * schemas check each field; `pricingInputSchema` (validation.ts) adds the rules that need the
 * computed prices. Money is integer cents; quantities and percentages are decimal numbers with at most
 * two places. Empty fields are `null` (or absent).
 */

export { PRICED_SERVICES, type PricedService } from './priced-services.ts';

export const RELOCATION_PRICE_TYPES = ['hourly', 'flatRate', 'maxPrice'] as const;
export type RelocationPriceType = (typeof RELOCATION_PRICE_TYPES)[number];

export const CLEANING_TYPES = ['open', 'select', 'no-cleaning'] as const;
export type CleaningType = (typeof CLEANING_TYPES)[number];

export const CONTRACT_ITEM_TYPES = ['item', 'product', 'text', 'discount', 'subtotal'] as const;
export type ContractItemType = (typeof CONTRACT_ITEM_TYPES)[number];

/** The largest quantity (hours, m³, count) a field accepts. */
export const MAX_QUANTITY = 100_000;
/** The most lines a list (special products, packing materials, contract items) holds. */
export const MAX_PRICE_LINES = 200;

const invalid = { error: 'error_field_invalid' } as const;

/** An amount in cents, 0 to MAX_PRICE_CENTS. */
export const centsSchema = z.number(invalid).int(invalid).min(0, invalid).max(MAX_PRICE_CENTS, invalid);
/** Hours, m³ or a count: a decimal with at most two places. */
export const quantitySchema = z
  .number(invalid)
  .min(0, invalid)
  .max(MAX_QUANTITY, invalid)
  .refine(hasAtMostTwoDecimals, invalid);
/** A percentage (7.7 means 7.7 %), at most two places. */
export const percentSchema = z
  .number(invalid)
  .min(0, invalid)
  .max(100, invalid)
  .refine(hasAtMostTwoDecimals, invalid);

const optionalText = (max: number) => z.string(invalid).trim().max(max, invalid).nullish();

export const relocationPricingSchema = z
  .object({
    priceType: z.enum(RELOCATION_PRICE_TYPES, invalid).nullish(),
    /** The team's price per hour, workers and vehicles included. */
    hourPrice: centsSchema.nullish(),
    /** Estimated hours, lower bound. */
    hours: quantitySchema.nullish(),
    /** Estimated hours, upper bound (≥ hours). */
    expectedTime: quantitySchema.nullish(),
    /** Hours of travel, billed at the hour price. */
    returnTrip: quantitySchema.nullish(),
    flatRate: centsSchema.nullish(),
    pricePerM3: centsSchema.nullish(),
    volumeM3: quantitySchema.nullish(),
    maxPrice: centsSchema.nullish(),
    workersFood: centsSchema.nullish(),
    packaging: centsSchema.nullish(),
    disassembly: centsSchema.nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.expectedTime != null && value.hours != null && value.expectedTime < value.hours) {
      ctx.addIssue({ code: 'custom', path: ['expectedTime'], message: 'error_field_invalid' });
    }
  });
export type RelocationPricing = z.input<typeof relocationPricingSchema>;

export const disposalPricingSchema = z.object({
  flatRatePrice: centsSchema.nullish(),
  pricePerM3: centsSchema.nullish(),
  volumeM3: quantitySchema.nullish(),
});
export type DisposalPricing = z.input<typeof disposalPricingSchema>;

export const cleaningPricingSchema = z.object({
  type: z.enum(CLEANING_TYPES, invalid).nullish(),
  price: centsSchema.nullish(),
});
export type CleaningPricing = z.input<typeof cleaningPricingSchema>;

/** A fixed amount or a percentage, never both. */
function discountRule(value: { amount?: number | null; percent?: number | null }, ctx: z.RefinementCtx) {
  if (value.amount != null && value.percent != null) {
    ctx.addIssue({ code: 'custom', path: [], message: 'error_discount_amount_and_percent' });
  }
}

export const discountSchema = z
  .object({ amount: centsSchema.nullish(), percent: percentSchema.nullish() })
  .superRefine(discountRule);
export type Discount = z.input<typeof discountSchema>;

export const serviceDiscountsSchema = z.object({
  relocation: discountSchema.nullish(),
  trash: discountSchema.nullish(),
  cleaning: discountSchema.nullish(),
});
export type ServiceDiscounts = z.input<typeof serviceDiscountsSchema>;

/** A special product or a packing material: count × unit price. */
export const countedLineSchema = z.object({
  name: z.string(invalid).trim().max(200, invalid).min(1, { error: 'error_field_required' }),
  count: quantitySchema,
  unitPrice: centsSchema,
});
export type CountedLine = z.input<typeof countedLineSchema>;

export const contractItemSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('item'),
      description: optionalText(500),
      quantity: quantitySchema,
      unitPrice: centsSchema,
    }),
    z.object({
      type: z.literal('product'),
      /** The catalogue product it was added from; its price was copied into unitPrice then. */
      productId: optionalText(100),
      description: optionalText(500),
      quantity: quantitySchema,
      unitPrice: centsSchema,
    }),
    z.object({ type: z.literal('text'), text: optionalText(2000) }),
    z
      .object({
        type: z.literal('discount'),
        description: optionalText(500),
        amount: centsSchema.nullish(),
        percent: percentSchema.nullish(),
      })
      .superRefine(discountRule),
    z.object({ type: z.literal('subtotal'), description: optionalText(500) }),
  ],
  invalid,
);
export type ContractItem = z.input<typeof contractItemSchema>;

export const pricingShapeSchema = z.object({
  relocation: relocationPricingSchema.nullish(),
  trash: disposalPricingSchema.nullish(),
  cleaning: cleaningPricingSchema.nullish(),
  discounts: serviceDiscountsSchema.nullish(),
  specialProducts: z.array(countedLineSchema).max(MAX_PRICE_LINES, invalid).nullish(),
  packingMaterials: z.array(countedLineSchema).max(MAX_PRICE_LINES, invalid).nullish(),
  items: z.array(contractItemSchema).max(MAX_PRICE_LINES, invalid).nullish(),
  /** The services the customer accepted; absent before acceptance (every offered service counts). */
  acceptedServices: z.array(z.enum(PRICED_SERVICES, invalid)).max(PRICED_SERVICES.length, invalid).nullish(),
  /** true: the amounts above include VAT; false or absent: they are net and VAT is added. */
  includeVat: z.boolean(invalid).nullish(),
  /** The company's VAT rate in percent; absent means DEFAULT_VAT_RATE. */
  vatRate: percentSchema.nullish(),
  /** Absent means CHF. */
  currency: z.enum(CURRENCIES, invalid).nullish(),
});
/** What `computePrice` reads; validate it with `pricingInputSchema` first. */
export type PricingInput = z.input<typeof pricingShapeSchema>;
