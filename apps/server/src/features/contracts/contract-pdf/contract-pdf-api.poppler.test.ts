import { formatPriceRange } from '@maxer/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../db/schema/index.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../../testing/index.ts';
import { pdfPageInk, pdfPagePng, pdfWords } from '../../../testing/pdf.ts';
import { sampleLogoPng } from './sample-contract.ts';

let t: TestApp;
let companyId: string;
let owner: Session;
let user: Session;
let stranger: Session;
let contract: { _id: string; number: number; price: { grossLow: number; grossHigh: number } };

const call = (
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  language = 'de',
) => t.app.inject({ method, url, headers: { ...session.headers, 'accept-language': language }, payload });

const pdf = (session: Session, id: string, query = '', language = 'de') =>
  t.app.inject({
    method: 'GET',
    url: `/api/contracts/${id}/pdf${query}`,
    headers: { ...session.headers, 'accept-language': language },
  });

const setCompany = (values: Partial<typeof companies.$inferInsert>) =>
  t.database.db.update(companies).set(values).where(eq(companies.id, companyId));

beforeAll(async () => {
  t = await createTestApp();
  const company = await t.make.company({
    name: 'Zügel Müller AG',
    website: 'https://zuegel-mueller.ch',
    contractNumberStart: 500,
    header: '<p>{{gender_welcome}}</p><p>Gerne senden wir Ihnen, {{name}}, die Offerte an {{email}}.</p>',
    footer: '<p>Freundliche Grüsse aus Zürich</p>',
    pdfAccentColor: '#0b6e4f',
  });
  companyId = company.id;
  owner = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
  user = await signIn(t.app, (await t.make.user(company.id, { role: 'USER' })).email);
  stranger = await signIn(t.app, (await t.make.user((await t.make.company()).id, { role: 'OWNER' })).email);

  const labels = (de: string, en = '') => ({ de, en, fr: '', it: '' });
  const piano = (
    await call(owner, 'POST', '/api/services', {
      labels: labels('Klaviertransport', 'Piano transport'),
      type: 'check',
    })
  ).json();
  const lift = (
    await call(owner, 'POST', '/api/contract-questions', {
      labels: labels('Hat es einen Lift?'),
      type: 'CHECK',
    })
  ).json();
  const created = await call(owner, 'POST', '/api/contracts', {
    newCustomer: {
      gender: 'FEMALE',
      firstName: 'Erika',
      lastName: 'Muster',
      email: 'erika@example.ch',
      street: 'Kramgasse',
      streetNumber: '10',
      zipCode: '3011',
      city: 'Bern',
    },
    moveOut: {
      street: 'Kramgasse',
      streetNumber: '10',
      zipCode: '3011',
      city: 'Bern',
      floor: '3',
      elevator: false,
    },
    moveIn: {
      street: 'Seestrasse',
      streetNumber: '5',
      zipCode: '8002',
      city: 'Zürich',
      floor: 'EG',
      elevator: true,
    },
    relocation: {
      priceType: 'hourly',
      hourPrice: 18000,
      hours: 5,
      expectedTime: 7,
      returnTrip: 1,
      workersFood: 3000,
      disassembly: 12000,
    },
    relocationDetails: { startAt: '2027-03-15T07:00:00.000Z', workers: 4 },
    trash: { pricePerM3: 8500, volumeM3: 4.5 },
    cleaning: { type: 'open' },
    discounts: { relocation: { percent: 10 } },
    specialProducts: [{ name: 'Klavier', count: 1, unitPrice: 25000 }],
    packingMaterials: [{ name: 'Umzugskartons', count: 20, unitPrice: 350 }],
    items: [
      { type: 'item', description: 'Möbellift', quantity: 1, unitPrice: 30000 },
      { type: 'subtotal', description: 'Zwischentotal' },
    ],
    services: [{ serviceId: piano._id, value: true }],
    answers: [{ questionId: lift._id, value: 'true' }],
    additionalDetails: 'Hund im Haus – bitte läuten’s zweimal.',
  });
  expect(created.statusCode).toBe(201);
  contract = created.json();
});
afterAll(() => t.close());

describe('contract PDF', () => {
  it('answers the offer as a PDF with the contract, the company and the filled header', async () => {
    const response = await pdf(owner, contract._id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="Offerte-${contract.number}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const words = pdfWords(response.rawPayload);
    const gross = formatPriceRange(contract.price.grossLow, contract.price.grossHigh, {
      type: 'FROMTO',
      language: 'de',
      currency: 'CHF',
    });
    for (const expected of [
      'Zügel Müller AG',
      `Offerte ${contract.number}`,
      'Erika Muster',
      'Umzug von Bern nach Zürich',
      'Sehr geehrte Frau Muster',
      'Gerne senden wir Ihnen, Erika Muster, die Offerte an erika@example.ch.',
      'Stockwerk: 3',
      'Lift: nein',
      '15.03.2027, 08:00 Uhr',
      "Umzug CHF 1'107.00 – 1'431.00",
      '4 Mitarbeiter',
      'Reinigung nach Aufwand',
      'Möbellift CHF 300.00',
      'zzgl. MWST 7.7 %',
      `Total inkl. MWST ${gross}`,
      '✓ Klaviertransport',
      'Hat es einen Lift? ja',
      'Hund im Haus – bitte läuten’s zweimal.',
      'Freundliche Grüsse aus Zürich',
      'Seite 1 von',
    ]) {
      expect(words, expected).toContain(expected);
    }
    expect(words).not.toContain('Es gelten unsere AGB');
  });

  it('offers a download with download=1', async () => {
    const response = await pdf(user, contract._id, '?download=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Offerte-${contract.number}.pdf"`,
    );
  });

  it('writes the relocation price as the company sets it', async () => {
    const words = async () => pdfWords((await pdf(owner, contract._id)).rawPayload);
    try {
      await setCompany({ pdfRelocationPriceType: 'FROM' });
      const from = await words();
      expect(from).toContain("Umzug ab CHF 1'107.00");
      expect(from).not.toContain("1'431.00");
      await setCompany({ pdfRelocationPriceType: 'TO' });
      const to = await words();
      expect(to).toContain("Umzug bis CHF 1'431.00");
      expect(to).not.toContain("1'107.00");
      await setCompany({ pdfRelocationPriceType: 'FROMTO' });
      expect(await words()).toContain("Umzug CHF 1'107.00 – 1'431.00");
    } finally {
      await setCompany({ pdfRelocationPriceType: 'FROMTO' });
    }
  });

  it('speaks the language asked for, else the request language', async () => {
    const english = pdfWords((await pdf(owner, contract._id, '?lang=en')).rawPayload);
    for (const expected of [
      `Offer ${contract.number}`,
      'Dear Ms Muster',
      'Services and prices',
      'Move CHF 1,107.00 – 1,431.00',
      'Cleaning by effort',
      '✓ Piano transport',
      'Hat es einen Lift? yes',
      'Page 1 of',
    ]) {
      expect(english, expected).toContain(expected);
    }
    expect(pdfWords((await pdf(owner, contract._id, '', 'en')).rawPayload)).toContain('Dear Ms Muster');
    expect(pdfWords((await pdf(owner, contract._id, '?lang=de', 'en')).rawPayload)).toContain(
      'Sehr geehrte Frau Muster',
    );
    const unknown = await pdf(owner, contract._id, '?lang=fr');
    expect(unknown.statusCode).toBe(400);
  });

  it("prints the company's components in its order, and the terms when it has an AGB", async () => {
    const first = (
      await call(owner, 'POST', '/api/pdf-extra-info', {
        title: 'Versicherung',
        content: '<p>Ihr Umzugsgut ist <strong>voll</strong> versichert.</p>',
      })
    ).json();
    const second = (
      await call(owner, 'POST', '/api/pdf-extra-info', {
        title: 'Zahlungsbedingungen',
        content: '<ul><li>Zahlbar innert 30 Tagen</li></ul>',
      })
    ).json();
    expect(
      (await call(owner, 'PUT', '/api/pdf-extra-info/order', { ids: [second._id, first._id] })).statusCode,
    ).toBe(204);
    await setCompany({ agbFile: 'agb/00000000-0000-4000-8000-000000000000' });
    try {
      const words = pdfWords((await pdf(owner, contract._id)).rawPayload);
      expect(words).toContain('Ihr Umzugsgut ist voll versichert.');
      expect(words).toContain('• Zahlbar innert 30 Tagen');
      expect(words.indexOf('Zahlungsbedingungen')).toBeLessThan(words.indexOf('Versicherung'));
      expect(words).toContain('Es gelten unsere AGB.');
    } finally {
      await setCompany({ agbFile: null });
      await call(owner, 'DELETE', `/api/pdf-extra-info/${first._id}`);
      await call(owner, 'DELETE', `/api/pdf-extra-info/${second._id}`);
    }
  });

  it('draws the uploaded logo; page 1 is a real page, not a blank one', async () => {
    const upload = await t.app.inject({
      method: 'PUT',
      url: '/api/company/logo',
      headers: { ...owner.headers, 'content-type': 'image/png' },
      payload: sampleLogoPng(),
    });
    expect(upload.statusCode).toBe(200);
    const response = await pdf(owner, contract._id);
    expect(response.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    const png = pdfPagePng(response.rawPayload, 1, 50);
    expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      true,
    );
    expect(png.length).toBeGreaterThan(5000);
    const page = pdfPageInk(response.rawPayload, 1, 50);
    // A4 at 50 dpi.
    expect(Math.abs(page.width - 413)).toBeLessThanOrEqual(1);
    expect(Math.abs(page.height - 585)).toBeLessThanOrEqual(1);
    expect(page.inked / (page.width * page.height)).toBeGreaterThan(0.03);
    expect(pdfWords(response.rawPayload)).toContain('Zügel Müller AG');
  });

  it('greets a company customer neutrally', async () => {
    const created = await call(owner, 'POST', '/api/contracts', {
      newCustomer: {
        customerType: 'COMPANY',
        companyName: 'Muster Treuhand AG',
        lastName: 'Muster',
        gender: 'MALE',
      },
      cleaning: { type: 'select', price: 50000 },
    });
    expect(created.statusCode).toBe(201);
    const words = pdfWords((await pdf(owner, created.json()._id)).rawPayload);
    expect(words).toContain('Muster Treuhand AG');
    expect(words).toContain('Guten Tag');
    expect(words).not.toContain('Sehr geehrter Herr');
    expect(words).toContain('Reinigung CHF 500.00');
  });

  it("answers 404 for another company's or a missing contract, and 401 without a session", async () => {
    const foreign = await pdf(stranger, contract._id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('error_resource_not_found');
    expect((await pdf(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/contracts/${contract._id}/pdf` });
    expect(anonymous.statusCode).toBe(401);
  });
});
