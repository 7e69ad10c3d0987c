import fc from 'fast-check';
import { CURRENCIES } from '../constants.ts';
import {
  CLEANING_TYPES,
  type ContractItem,
  type CountedLine,
  type Discount,
  PRICED_SERVICES,
  type PricingInput,
  RELOCATION_PRICE_TYPES,
} from './schemas.ts';

/** Fixtures and fast-check generators for the pricing tests (a test helper, not exported). */

const nullable = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });

export const centsArb = (max = 500_000) => fc.integer({ min: 0, max });
/** A decimal with at most two places, 0 to max. */
export const decimalArb = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((h) => h / 100);
export const percentArb = decimalArb(100);

export const relocationArb = fc
  .record({
    priceType: nullable(fc.constantFrom(...RELOCATION_PRICE_TYPES)),
    hourPrice: nullable(centsArb(40_000)),
    hoursHundredths: nullable(fc.integer({ min: 0, max: 2_000 })),
    extraHundredths: nullable(fc.integer({ min: 0, max: 1_000 })),
    returnTrip: nullable(decimalArb(5)),
    flatRate: nullable(centsArb()),
    pricePerM3: nullable(centsArb(20_000)),
    volumeM3: nullable(decimalArb(200)),
    maxPrice: nullable(centsArb()),
    workersFood: nullable(centsArb(20_000)),
    packaging: nullable(centsArb(50_000)),
    disassembly: nullable(centsArb(50_000)),
  })
  .map(({ hoursHundredths, extraHundredths, ...rest }) => ({
    ...rest,
    hours: hoursHundredths == null ? null : hoursHundredths / 100,
    // expectedTime ≥ hours, both exact decimals
    expectedTime: extraHundredths == null ? null : ((hoursHundredths ?? 0) + extraHundredths) / 100,
  }));

export const disposalArb = fc.record({
  flatRatePrice: nullable(centsArb()),
  pricePerM3: nullable(centsArb(20_000)),
  volumeM3: nullable(decimalArb(100)),
});

export const cleaningArb = fc.record({
  type: nullable(fc.constantFrom(...CLEANING_TYPES)),
  price: nullable(centsArb()),
});

/** Percent discounts always; amounts small enough that most offered services stay non-negative. */
export const discountArb: fc.Arbitrary<Discount | null> = fc.oneof(
  fc.constant(null),
  fc.record({ amount: centsArb(5_000), percent: fc.constant(null) }),
  fc.record({ amount: fc.constant(null), percent: percentArb }),
);

export const countedLineArb: fc.Arbitrary<CountedLine> = fc.record({
  name: fc.constantFrom('Klavier', 'Tresor', 'Umzugskarton', 'Klebeband'),
  count: decimalArb(50),
  unitPrice: centsArb(50_000),
});

export const amountItemArb: fc.Arbitrary<ContractItem> = fc.oneof(
  fc.record({ type: fc.constant('item' as const), quantity: decimalArb(20), unitPrice: centsArb(50_000) }),
  fc.record({
    type: fc.constant('product' as const),
    productId: fc.constant('p1'),
    quantity: decimalArb(20),
    unitPrice: centsArb(50_000),
  }),
  fc.record({ type: fc.constant('text' as const), text: fc.constant('Hinweis') }),
  fc.record({ type: fc.constant('subtotal' as const) }),
);

export const contractItemArb: fc.Arbitrary<ContractItem> = fc.oneof(
  { arbitrary: amountItemArb, weight: 4 },
  {
    arbitrary: fc.oneof(
      fc.record({ type: fc.constant('discount' as const), percent: percentArb }),
      fc.record({ type: fc.constant('discount' as const), amount: centsArb(2_000) }),
    ),
    weight: 1,
  },
);

/** Pricing input of every shape; may break the rules that need computed prices (filter with the schema). */
export const pricingInputArb: fc.Arbitrary<PricingInput> = fc.record({
  relocation: nullable(relocationArb),
  trash: nullable(disposalArb),
  cleaning: nullable(cleaningArb),
  discounts: fc.record({ relocation: discountArb, trash: discountArb, cleaning: discountArb }),
  specialProducts: fc.array(countedLineArb, { maxLength: 4 }),
  packingMaterials: fc.array(countedLineArb, { maxLength: 4 }),
  items: fc.array(contractItemArb, { maxLength: 8 }),
  acceptedServices: fc.constant(null),
  includeVat: fc.boolean(),
  vatRate: nullable(decimalArb(25)),
  currency: nullable(fc.constantFrom(...CURRENCIES)),
});

export const serviceSubsetArb = fc.subarray([...PRICED_SERVICES]);

/** pricing.md "Worked example (net prices, includeVat false, CHF, rate 7.7)", in cents. */
export const workedExample: PricingInput = {
  relocation: {
    priceType: 'hourly',
    hourPrice: 18_000,
    hours: 5,
    expectedTime: 7,
    returnTrip: 1,
    workersFood: 3_000,
    packaging: 0,
    disassembly: 12_000,
  },
  trash: { volumeM3: 4.5, pricePerM3: 8_500 },
  cleaning: { type: 'select', price: 89_000 },
  discounts: { relocation: { percent: 10 } },
  specialProducts: [{ name: 'Klavier', count: 1, unitPrice: 25_000 }],
  packingMaterials: [{ name: 'Umzugskarton', count: 20, unitPrice: 350 }],
  includeVat: false,
  currency: 'CHF',
  vatRate: 7.7,
};
