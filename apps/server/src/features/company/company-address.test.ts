import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { invoiceTestKit } from '../invoices/invoice-test-support.ts';

/** The company's postal address (decision 014): settings round-trip and the QR-bill it enables. */
let t: TestApp;
let kit: ReturnType<typeof invoiceTestKit>;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-03-15T10:00:00Z') });
  kit = invoiceTestKit(t);
});
afterAll(() => t.close());

const settings = {
  /** Each company of this file its own name (company names are unique). */
  get name() {
    return `Zügel Adresse ${randomUUID().slice(0, 6)} AG`;
  },
  pdfRelocationPriceType: 'FROMTO',
  contractNumberStart: 1,
  customerNumberStart: 1,
  vatRate: 8.1,
  currency: 'CHF',
  timeZone: 'Europe/Zurich',
  iban: 'CH93 0076 2011 6238 5295 7',
};
const address = {
  street: ' Bahnhofstrasse ',
  streetNumber: '1a',
  zipCode: '8001',
  city: 'Zürich',
  country: 'ch',
};

describe('company postal address', () => {
  it('is saved, answered normalised, recorded as an activity; another company keeps its own', async () => {
    const mine = await kit.company();
    const other = await kit.company();
    const fresh = (await kit.call(mine.owner, 'GET', '/api/company')).json();
    expect(fresh).toMatchObject({
      street: null,
      streetNumber: null,
      zipCode: null,
      city: null,
      country: 'CH',
    });

    const saved = await kit.call(mine.owner, 'PUT', '/api/company', { ...settings, ...address });
    expect(saved.statusCode).toBe(200);
    const expected = {
      street: 'Bahnhofstrasse',
      streetNumber: '1a',
      zipCode: '8001',
      city: 'Zürich',
      country: 'CH',
    };
    expect(saved.json()).toMatchObject(expected);
    expect((await kit.call(mine.user, 'GET', '/api/company')).json()).toMatchObject(expected);
    expect((await kit.call(other.owner, 'GET', '/api/company')).json()).toMatchObject({
      street: null,
      zipCode: null,
      city: null,
      country: 'CH',
    });

    const [recorded] = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.companyId, mine.id), eq(activities.entityType, 'company')));
    expect(recorded!.changes).toMatchObject({ street: [null, 'Bahnhofstrasse'], city: [null, 'Zürich'] });

    // Leaving the fields out clears them, as every optional company setting (PUT is the whole form).
    const cleared = await kit.call(mine.owner, 'PUT', '/api/company', settings);
    expect(cleared.json()).toMatchObject({ street: null, zipCode: null, city: null, country: 'CH' });
  });

  it('refuses a too long zip code and a country that is not ISO alpha-2, with the catalogue message', async () => {
    const { owner } = await kit.company();
    const bad = { ...settings, ...address, zipCode: '1'.repeat(21), country: 'Schweiz' };
    const english = await kit.call(owner, 'PUT', '/api/company', bad);
    expect(english.statusCode).toBe(400);
    expect(english.json().error.fields).toMatchObject({
      zipCode: { code: 'error_field_invalid', message: 'This value is not valid.' },
      country: { code: 'error_field_invalid', message: 'This value is not valid.' },
    });
    const german = await kit.call(owner, 'PUT', '/api/company', bad, 'de');
    expect(german.json().error.fields.country.message).toBe('Dieser Wert ist nicht gültig.');
    expect((await kit.call(owner, 'GET', '/api/company')).json().zipCode).toBeNull();
  });

  it("takes a postcode that fits the country only, as a customer's address (issue 15, item 12)", async () => {
    const { owner } = await kit.company();
    const swissFive = await kit.call(
      owner,
      'PUT',
      '/api/company',
      { ...settings, ...address, zipCode: '80010' },
      'de',
    );
    expect(swissFive.statusCode).toBe(400);
    expect(swissFive.json().error.fields).toMatchObject({ zipCode: { code: 'error_zip_code_invalid' } });
    expect((await kit.call(owner, 'GET', '/api/company')).json().zipCode).toBeNull();
    const german = await kit.call(owner, 'PUT', '/api/company', {
      ...settings,
      ...address,
      zipCode: '80010',
      country: 'DE',
    });
    expect(german.statusCode, german.body).toBe(200);
    expect(german.json()).toMatchObject({ zipCode: '80010', country: 'DE' });
  });

  it('makes a real invoice carry QR-bill data once the company has an IBAN and a complete address', async () => {
    const { owner, user } = await kit.company();
    const customer = await kit.call(owner, 'POST', '/api/customers', {
      lastName: 'Muster',
      firstName: 'Erika',
      street: 'Seeweg',
      streetNumber: '12',
      zipCode: '3000',
      city: 'Bern',
    });
    const invoice = (
      await kit.call(user, 'POST', '/api/invoices', kit.freeInvoice(customer.json()._id))
    ).json();
    const status = () => kit.call(user, 'GET', `/api/invoices/${invoice._id}/qr-bill`);

    await kit.call(owner, 'PUT', '/api/company', { ...settings, street: 'Bahnhofstrasse', city: 'Zürich' });
    expect((await status()).json()).toMatchObject({
      available: false,
      problems: [{ code: 'company-address', message: expect.stringContaining('address is incomplete') }],
    });

    await kit.call(owner, 'PUT', '/api/company', { ...settings, ...address });
    const ready = (await status()).json();
    expect(ready).toMatchObject({
      available: true,
      referenceType: 'SCOR',
      amount: invoice.unpaid,
      problems: [],
    });
    expect(ready.reference).toMatch(new RegExp(`^RF\\d{2}${invoice.number}$`));
  });
});
