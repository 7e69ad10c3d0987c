import { describe, expect, it } from 'vitest';
import { addressLine } from './address-line.ts';

describe('addressLine', () => {
  it('joins street and number, then postcode and town', () => {
    expect(
      addressLine({ street: 'Bahnhofstrasse', streetNumber: '1', zipCode: '8001', city: 'Zürich' }),
    ).toBe('Bahnhofstrasse 1, 8001 Zürich');
  });

  it('leaves out what is missing, and is null without anything', () => {
    expect(addressLine({ city: 'Bern' })).toBe('Bern');
    expect(addressLine({ street: 'Kramgasse', zipCode: null })).toBe('Kramgasse');
    expect(addressLine({ street: '', city: null })).toBeNull();
    expect(addressLine(null)).toBeNull();
  });
});
