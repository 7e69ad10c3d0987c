import { createRequire } from 'node:module';
import type * as JsQr from 'jsqr';
import { afterAll, describe, expect, it } from 'vitest';
import { packages } from '../../../db/schema/index.ts';
import { createTestApp, signIn, type TestApp } from '../../../testing/index.ts';
import { pdfPageRgba, pdfWords } from '../../../testing/pdf.ts';
import { ADMIN_HOST, BILLING_ENV, COMPANY_ADDRESS } from '../platform-invoices-test-support.ts';

/** jsqr is CommonJS: its module.exports carries the decoder as `default`. */
const jsQR: typeof JsQr.default.default = createRequire(import.meta.url)('jsqr').default;

function decodeQr(pdf: Buffer) {
  const { data, width, height } = pdfPageRgba(pdf, 1, 150);
  const found = jsQR(data, width, height);
  if (!found) throw new Error('no QR code found on page 1');
  return Buffer.from(found.binaryData).toString('utf8').split(/\r?\n/);
}

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

/** A platform invoice of CHF 49.00 + 8.1 % VAT, billed by a platform with `iban`, as its PDF. */
async function platformInvoicePdf(iban: string) {
  const t = await createTestApp(
    { now: () => new Date('2026-11-20T10:00:00Z') },
    { ...BILLING_ENV, PLATFORM_BILLING_IBAN: iban },
  );
  apps.push(t);
  const admin = await signIn(t.app, (await t.make.admin()).email, { host: ADMIN_HOST });
  const [pkg] = await t.database.db.insert(packages).values({ name: 'Pro', priceCents: 4_900 }).returning();
  const company = await t.make.company({ name: 'Zügel Muster AG', packageId: pkg!.id, ...COMPANY_ADDRESS });
  const invoice = (
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/maxer-invoices',
      headers: admin.headers,
      payload: { companyId: company.id, period: '2026-11' },
    })
  ).json();
  const pdf = await t.app.inject({
    method: 'GET',
    url: `/api/admin/maxer-invoices/${invoice._id}/pdf?lang=de`,
    headers: admin.headers,
  });
  expect(pdf.statusCode).toBe(200);
  return { invoice, pdf: pdf.rawPayload };
}

describe('the QR-bill of a platform invoice, read back from its PDF', () => {
  it('QR-IBAN: the platform as creditor, the company as debtor, the total and the QR reference', async () => {
    const { invoice, pdf } = await platformInvoicePdf('CH44 3199 9123 0008 8901 2');
    const fields = decodeQr(pdf);
    expect(fields.slice(0, 3)).toEqual(['SPC', '0200', '1']);
    expect(fields[3]).toBe('CH4431999123000889012');
    expect(fields.slice(4, 11)).toEqual(['S', 'Maxer AG', 'Bahnhofstrasse', '1', '8001', 'Zürich', 'CH']);
    expect(fields[18]).toBe('52.97');
    expect(fields[19]).toBe('CHF');
    expect(fields.slice(20, 27)).toEqual(['S', 'Zügel Muster AG', 'Seeweg', '12a', '3000', 'Bern', 'CH']);
    expect(fields[27]).toBe('QRR');
    expect(fields[28]).toBe(invoice.paymentReference);
    const words = pdfWords(pdf);
    for (const expected of [
      'Maxer AG',
      `Rechnung ${invoice.number}`,
      'Abrechnungsperiode 01.11.2026 – 30.11.2026',
      'Maxer Pro 11.2026 CHF 49.00',
      'zzgl. MWST 8.1 % CHF 3.97',
      'Rechnungsbetrag CHF 52.97',
      'MWST-Nr. CHE-123.456.788 MWST',
    ]) {
      expect(words).toContain(expected);
    }
  });

  it('an ordinary IBAN: the RF creditor reference (SCOR) of the invoice number', async () => {
    const { invoice, pdf } = await platformInvoicePdf('CH93 0076 2011 6238 5295 7');
    const fields = decodeQr(pdf);
    expect(fields[3]).toBe('CH9300762011623852957');
    expect(fields[27]).toBe('SCOR');
    expect(fields[28]).toBe(invoice.paymentReference);
    expect(invoice.paymentReference).toMatch(/^RF\d{2}/);
  });
});
