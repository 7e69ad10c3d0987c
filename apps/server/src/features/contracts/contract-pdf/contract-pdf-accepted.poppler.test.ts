import { formatPriceRange } from '@maxer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/index.ts';
import { pdfWords } from '../../../testing/pdf.ts';
import { acceptThroughLink } from '../../offers/offer-test-support.ts';
import { contractTestKit } from '../contract-test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { company, call, workedExample } = contractTestKit(() => t);
const display = { type: 'FROMTO', language: 'de', currency: 'CHF' } as const;

describe('the PDF of an accepted job', () => {
  it('shows the accepted services and the accepted total, not refused services or later changes', async () => {
    const { owner } = await company({ vatRate: 7.7 });
    const created = await call(owner, 'POST', '/api/contracts', {
      newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName: 'Muster', email: 'erika@example.ch' },
      relocationDetails: { startAt: '2099-03-15T07:00:00.000Z' },
      ...workedExample,
    });
    const job = created.json();
    const before = pdfWords(
      (await call(owner, 'GET', `/api/contracts/${job._id}/pdf`, undefined, 'de')).rawPayload,
    );
    expect(before).toContain('Entsorgung');
    expect(before).toContain(formatPriceRange(290_735, 325_630, display));

    await acceptThroughLink(t, owner, job._id, ['relocation', 'cleaning']);
    // Changed afterwards: a dearer cleaning and one more special product.
    await call(owner, 'PUT', `/api/contracts/${job._id}`, {
      customerId: job.customer._id,
      relocationDetails: { startAt: '2099-03-15T07:00:00.000Z' },
      ...workedExample,
      cleaning: { type: 'select', price: 120_000 },
      specialProducts: [...workedExample.specialProducts, { name: 'Tresor', count: 1, unitPrice: 40_000 }],
    });

    const response = await call(owner, 'GET', `/api/contracts/${job._id}/pdf`, undefined, 'de');
    expect(response.statusCode).toBe(200);
    const words = pdfWords(response.rawPayload);
    expect(words).toContain(`Total inkl. MWST ${formatPriceRange(249_540, 284_435, display)}`);
    expect(words).not.toContain(formatPriceRange(290_735, 325_630, display));
    expect(words).toContain(`Reinigung ${formatPriceRange(89_000, 89_000, display)}`);
    expect(words).not.toContain('Entsorgung');
    expect(words).not.toContain('Tresor');
  });
});
