import { describe, expect, it } from 'vitest';
import {
  CONTRACT_DETAILS_VERSION,
  ContractDetailsError,
  contractPricingInput,
  parseContractDetails,
} from './contract-details.ts';

// What a contract keeps in its `details` column, read back: the shape every reader relies on.
const stored = {
  moveOut: {
    street: 'Kramgasse',
    streetNumber: '10',
    zipCode: '3011',
    city: 'Bern',
    country: 'CH',
    floor: '3',
    elevator: false,
  },
  moveIn: null,
  relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5, expectedTime: 7 },
  relocationDetails: { startAt: '2027-03-15T07:00:00.000Z', workers: 4, vehicleIds: [], extraInfo: null },
  trash: { pricePerM3: 8500, volumeM3: 4.5 },
  trashDetails: null,
  cleaning: null,
  cleaningDetails: null,
  discounts: { relocation: { percent: 10 } },
  specialProducts: [{ name: 'Klavier', count: 1, unitPrice: 25000 }],
  packingMaterials: [],
  items: [{ type: 'text', text: 'Hinweis' }],
  services: [
    {
      serviceId: 's1',
      labels: { de: 'Möbellift', en: 'Furniture lift', fr: '', it: '' },
      type: 'check',
      value: true,
    },
  ],
  answers: [],
  additionalDetails: 'Hund im Haus',
};

describe('contract details', () => {
  it('reads details written before the version field as version 1, every field kept', () => {
    const details = parseContractDetails(stored);
    expect(details.version).toBe(CONTRACT_DETAILS_VERSION);
    expect(details).toEqual({ version: 1, ...stored });
  });

  it('reads details that lack fields added later with their empty values', () => {
    const details = parseContractDetails({ relocation: { priceType: 'flatRate', flatRate: 90000 } });
    expect(details).toMatchObject({ moveOut: null, services: [], answers: [], additionalDetails: null });
  });

  it('refuses details that do not fit, naming the field', () => {
    expect(() => parseContractDetails({ ...stored, moveOut: { city: 3 } })).toThrow(ContractDetailsError);
    expect(() => parseContractDetails({ ...stored, version: 2 })).toThrow(/version/);
    expect(() => parseContractDetails('not json details')).toThrow(ContractDetailsError);
  });

  it('gives the pricing engine the priced parts and the VAT settings, nothing else', () => {
    const input = contractPricingInput(parseContractDetails(stored), {
      includeVat: true,
      vatRate: 8.1,
      currency: 'EUR',
    });
    expect(input).toEqual({
      relocation: stored.relocation,
      trash: stored.trash,
      cleaning: null,
      discounts: stored.discounts,
      specialProducts: stored.specialProducts,
      packingMaterials: [],
      items: stored.items,
      includeVat: true,
      vatRate: 8.1,
      currency: 'EUR',
    });
  });
});
