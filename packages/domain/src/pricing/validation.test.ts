import { describe, expect, it } from 'vitest';
import { MAX_PRICE_CENTS } from '../workspace/item.schemas.ts';
import { MAX_PRICE_LINES } from './schemas.ts';
import { workedExample } from './test-support.ts';
import { pricingInputSchema } from './validation.ts';

const issuesOf = (input: unknown) =>
  (pricingInputSchema.safeParse(input).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

describe('pricingInputSchema', () => {
  it('accepts an empty contract (nothing offered) and the worked example', () => {
    expect(issuesOf({})).toEqual([]);
    expect(issuesOf(workedExample)).toEqual([]);
  });

  it('refuses an expected time below the hours, and accepts it equal', () => {
    expect(issuesOf({ relocation: { hourPrice: 10_000, hours: 5, expectedTime: 4.99 } })).toEqual([
      ['relocation.expectedTime', 'error_field_invalid'],
    ]);
    expect(issuesOf({ relocation: { hourPrice: 10_000, hours: 5, expectedTime: 5 } })).toEqual([]);
  });

  it('refuses quantities and percentages with more than two decimals, negative or too large', () => {
    expect(issuesOf({ relocation: { hours: 1.005 } })).toEqual([['relocation.hours', 'error_field_invalid']]);
    expect(issuesOf({ trash: { volumeM3: -1 } })).toEqual([['trash.volumeM3', 'error_field_invalid']]);
    expect(issuesOf({ trash: { volumeM3: 100_000.01 } })).toEqual([
      ['trash.volumeM3', 'error_field_invalid'],
    ]);
    expect(issuesOf({ discounts: { trash: { percent: 100.5 } } })).toEqual([
      ['discounts.trash.percent', 'error_field_invalid'],
    ]);
    expect(issuesOf({ vatRate: 7.777 })).toEqual([['vatRate', 'error_field_invalid']]);
  });

  it('refuses money that is not whole cents, negative or above the column limit', () => {
    expect(issuesOf({ relocation: { hourPrice: 150.5 } })).toEqual([
      ['relocation.hourPrice', 'error_field_invalid'],
    ]);
    expect(issuesOf({ cleaning: { type: 'select', price: -1 } })).toEqual([
      ['cleaning.price', 'error_field_invalid'],
    ]);
    expect(issuesOf({ trash: { flatRatePrice: MAX_PRICE_CENTS + 1 } })).toEqual([
      ['trash.flatRatePrice', 'error_field_invalid'],
    ]);
  });

  it('refuses unknown price and cleaning types, and a line without a name', () => {
    expect(issuesOf({ relocation: { priceType: 'weekly' } })).toEqual([
      ['relocation.priceType', 'error_field_invalid'],
    ]);
    expect(issuesOf({ cleaning: { type: 'deep' } })).toEqual([['cleaning.type', 'error_field_invalid']]);
    expect(issuesOf({ specialProducts: [{ name: ' ', count: 1, unitPrice: 1 }] })).toEqual([
      ['specialProducts.0.name', 'error_field_required'],
    ]);
  });

  it('refuses more lines than a list holds', () => {
    const line = { name: 'Umzugskarton', count: 1, unitPrice: 1 };
    expect(issuesOf({ packingMaterials: Array(MAX_PRICE_LINES).fill(line) })).toEqual([]);
    expect(issuesOf({ packingMaterials: Array(MAX_PRICE_LINES + 1).fill(line) })).toEqual([
      ['packingMaterials', 'error_field_invalid'],
    ]);
  });

  it('refuses a computed line or total above the column limit', () => {
    expect(issuesOf({ specialProducts: [{ name: 'Tresor', count: 2, unitPrice: MAX_PRICE_CENTS }] })).toEqual(
      [
        ['specialProducts.0.count', 'error_field_invalid'],
        ['', 'error_field_invalid'],
      ],
    );
    expect(issuesOf({ trash: { flatRatePrice: MAX_PRICE_CENTS } })).toEqual([['', 'error_field_invalid']]);
    expect(issuesOf({ trash: { flatRatePrice: MAX_PRICE_CENTS }, vatRate: 0 })).toEqual([]);
  });
});

describe('accepted services', () => {
  it('must be offered', () => {
    expect(issuesOf({ ...workedExample, acceptedServices: ['relocation', 'cleaning'] })).toEqual([]);
    expect(issuesOf({ trash: { flatRatePrice: 1_000 }, acceptedServices: ['trash', 'cleaning'] })).toEqual([
      ['acceptedServices.1', 'error_field_invalid'],
    ]);
  });

  it('must be at least one when given', () => {
    expect(issuesOf({ ...workedExample, acceptedServices: [] })).toEqual([
      ['acceptedServices', 'error_field_required'],
    ]);
  });

  it('name each service once, and only known services', () => {
    expect(issuesOf({ ...workedExample, acceptedServices: ['trash', 'trash'] })).toEqual([
      ['acceptedServices.1', 'error_field_invalid'],
    ]);
    expect(issuesOf({ ...workedExample, acceptedServices: ['moving'] })).toEqual([
      ['acceptedServices.0', 'error_field_invalid'],
    ]);
  });
});
