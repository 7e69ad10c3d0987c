import type { PlatformInvoice } from '@maxer/domain';

export const COMPANY = '00000000-0000-4000-8000-0000000000c1';
export const INVOICE = '00000000-0000-4000-8000-0000000000d1';

/** A platform invoice as the API answers it: CHF 49.00 + 8.1 % VAT, OPEN. */
export function sampleInvoice(patch: Partial<PlatformInvoice> = {}): PlatformInvoice {
  return {
    _id: INVOICE,
    number: 17,
    company: {
      _id: COMPANY,
      name: 'Zügel Muster AG',
      address: { street: 'Seeweg', houseNumber: '12a', postcode: '3000', town: 'Bern', country: 'CH' },
    },
    period: '2026-11',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    date: '2026-11-20',
    dueDate: '2026-12-20',
    lines: [{ description: 'Maxer Pro 11.2026', quantity: 1, unitPriceCents: 4_900, amountCents: 4_900 }],
    vatRate: 8.1,
    currency: 'CHF',
    netCents: 4_900,
    vatCents: 397,
    totalCents: 5_297,
    status: 'OPEN',
    overdue: false,
    paymentIban: 'CH4431999123000889012',
    paymentReference: '000000000000000000000000170',
    paid: null,
    canceled: null,
    createdAt: '2026-11-20T10:00:00Z',
    ...patch,
  };
}
