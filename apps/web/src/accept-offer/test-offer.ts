import { computePrice, type PricingInput, type PublicOffer } from '@maxer/domain';

/** The priced parts of the test offer: relocation 5 h × CHF 180, disposal CHF 300, cleaning CHF 890. */
const pricing = {
  relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5, expectedTime: 6 },
  trash: { flatRatePrice: 30000 },
  cleaning: { type: 'select', price: 89000 },
  discounts: { cleaning: { percent: 10 } },
  specialProducts: [{ name: 'Klavier', count: 1, unitPrice: 25000 }],
  packingMaterials: [],
  items: [{ type: 'item', description: 'Umzugskartons', quantity: 20, unitPrice: 350 }],
} as const satisfies PricingInput;

/** An offer as GET /api/public/offers/{token} answers it (publicOfferSchema), for the page's tests. */
export function testOffer(overrides: Partial<PublicOffer> = {}): PublicOffer {
  const price = computePrice({ ...pricing, vatRate: 8.1, currency: 'CHF', includeVat: false });
  return {
    state: 'open',
    language: 'en',
    validUntil: '2099-12-31',
    company: {
      name: 'Zügelblitz AG',
      backgroundColor: '#ffffff',
      textColor: '#111111',
      accentColor: '#0a7d5a',
      hasLogo: false,
      hasAgb: true,
      hideRejectOfferButton: false,
      pdfRelocationPriceType: 'FROMTO',
      timeZone: 'Europe/Zurich',
    },
    contract: {
      _id: 'c1',
      number: 1042,
      status: 'PENDING',
      customer: { _id: 'k1', number: 7, name: 'Erika Muster', email: 'erika@example.ch', gender: 'FEMALE' },
      moveOut: {
        street: 'Bahnhofstrasse',
        streetNumber: '1',
        zipCode: '8001',
        city: 'Zürich',
        country: 'CH',
        floor: '3',
        elevator: true,
      },
      moveIn: null,
      relocation: pricing.relocation,
      relocationDetails: { startAt: '2026-08-03T06:00:00.000Z', workers: 3, vehicleIds: [], extraInfo: null },
      trash: pricing.trash,
      trashDetails: null,
      cleaning: pricing.cleaning,
      cleaningDetails: null,
      discounts: pricing.discounts,
      specialProducts: [...pricing.specialProducts],
      packingMaterials: [],
      items: [...pricing.items],
      includeVat: false,
      vatRate: 8.1,
      currency: 'CHF',
      services: [],
      answers: [
        {
          questionId: 'q1',
          labels: { de: 'Haustiere?', en: 'Pets?', fr: '', it: '' },
          type: 'CHECK',
          value: 'true',
          optionLabels: null,
        },
      ],
      additionalDetails: null,
      inventory: [],
      price,
      priceBasis: 'offered',
      relocationStartAt: '2026-08-03T06:00:00.000Z',
      acceptedAt: null,
      revision: 3,
      createdAt: '2026-07-01T10:00:00.000Z',
      updatedAt: '2026-07-01T10:00:00.000Z',
    } as PublicOffer['contract'],
    updatedSinceSent: false,
    acceptedServices: null,
    documentSha256: 'a'.repeat(64),
    comments: [],
    signatureRequired: false,
    signature: null,
    ...overrides,
  };
}
