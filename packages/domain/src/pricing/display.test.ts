import { describe, expect, it } from 'vitest';
import { computePrice } from './compute.ts';
import { formatPriceRange, formatServicePrice } from './display.ts';

const de = { language: 'de', currency: 'CHF' } as const;
const en = { language: 'en', currency: 'CHF' } as const;

describe('formatPriceRange', () => {
  it('writes a range per the company’s PDF relocation price type, in German and English', () => {
    expect(formatPriceRange(120_000, 150_000, { ...de, type: 'FROMTO' })).toBe("CHF 1'200.00 – 1'500.00");
    expect(formatPriceRange(120_000, 150_000, { ...en, type: 'FROMTO' })).toBe('CHF 1,200.00 – 1,500.00');
    expect(formatPriceRange(120_000, 150_000, { ...de, type: 'FROM' })).toBe("ab CHF 1'200.00");
    expect(formatPriceRange(120_000, 150_000, { ...en, type: 'FROM' })).toBe('from CHF 1,200.00');
    expect(formatPriceRange(120_000, 150_000, { ...de, type: 'TO' })).toBe("bis CHF 1'500.00");
    expect(formatPriceRange(120_000, 150_000, { ...en, type: 'TO' })).toBe('up to CHF 1,500.00');
  });

  it('writes a fixed price as one amount whatever the type', () => {
    for (const type of ['FROMTO', 'FROM', 'TO'] as const) {
      expect(formatPriceRange(89_000, 89_000, { ...de, type })).toBe('CHF 890.00');
    }
  });

  it('adds the cost ceiling', () => {
    expect(formatPriceRange(108_000, 144_000, { ...de, type: 'FROMTO', maxPrice: 150_000 })).toBe(
      "CHF 1'080.00 – 1'440.00, max. CHF 1'500.00",
    );
    expect(formatPriceRange(108_000, 144_000, { ...en, type: 'TO', maxPrice: 150_000 })).toBe(
      'up to CHF 1,440.00, max. CHF 1,500.00',
    );
  });

  it('writes the contract’s currency', () => {
    expect(formatPriceRange(5, 1_000, { language: 'en', currency: 'EUR', type: 'FROMTO' })).toBe(
      'EUR 0.05 – 10.00',
    );
  });
});

describe('formatServicePrice', () => {
  const price = computePrice({
    relocation: { priceType: 'maxPrice', hourPrice: 18_000, hours: 6, expectedTime: 8, maxPrice: 150_000 },
    trash: { flatRatePrice: 30_000 },
    cleaning: { type: 'open' },
    discounts: { trash: { amount: 5_000 } },
  });

  it('writes a relocation with a cost ceiling with it', () => {
    expect(formatServicePrice(price.services.relocation, { ...de, type: 'FROMTO' })).toBe(
      "CHF 1'080.00 – 1'440.00, max. CHF 1'500.00",
    );
  });

  it('writes the price after the discount', () => {
    expect(formatServicePrice(price.services.trash, { ...de, type: 'FROMTO' })).toBe('CHF 250.00');
  });

  it('writes cleaning by effort in words', () => {
    expect(formatServicePrice(price.services.cleaning, { ...de, type: 'FROMTO' })).toBe('nach Aufwand');
    expect(formatServicePrice(price.services.cleaning, { ...en, type: 'FROMTO' })).toBe('by effort');
  });

  it('writes nothing for a service that is not offered', () => {
    expect(formatServicePrice(computePrice({}).services.trash, { ...de, type: 'FROMTO' })).toBeNull();
  });
});
