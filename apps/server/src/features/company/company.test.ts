import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';

let t: TestApp;
let owner: Session;
let user: Session;
let stranger: Session;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  const company = await t.make.company({ name: 'Zügel Meier AG' });
  companyId = company.id;
  const other = await t.make.company({ name: 'Andere GmbH' });
  owner = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
  user = await signIn(t.app, (await t.make.user(company.id, { role: 'USER' })).email);
  stranger = await signIn(t.app, (await t.make.user(other.id, { role: 'OWNER' })).email);
});
afterAll(() => t.close());

const settings = {
  name: 'Zügel Meier AG',
  website: 'https://zuegel-meier.ch',
  frontendUrl: '',
  backgroundColor: '#FFFFFF',
  textColor: '#1a1a1a',
  header: '<p>{{gender_welcome}}</p><p>Ihre Offerte, {{name}}</p>',
  footer: 'Fragen? {{email}}',
  iban: 'ch44 3199 9123 0008 8901 2',
  pdfAccentColor: '#0b7285',
  pdfRelocationPriceType: 'FROM',
  contractNumberStart: 2000,
  customerNumberStart: 100,
  allowedLoginCountries: ['ch', 'LI', 'CH'],
  hideRejectOfferButton: true,
  vatRate: 8.1,
  currency: 'CHF',
  timeZone: 'Europe/Zurich',
};

const put = (session: Session, payload: object, language = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/company',
    headers: { ...session.headers, 'accept-language': language },
    payload,
  });

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.4\n% AGB\n');
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

describe('my company', () => {
  it("shows the signed-in user's company with its package", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/company', headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: companyId,
      name: 'Zügel Meier AG',
      active: true,
      currency: 'CHF',
      vatRate: 7.7,
      hasLogo: false,
      package: { name: 'Test package' },
    });
  });

  it('lets the owner change every setting, normalised', async () => {
    const response = await put(owner, settings);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      iban: 'CH4431999123000889012',
      isQrIban: true,
      backgroundColor: '#ffffff',
      frontendUrl: null,
      allowedLoginCountries: ['CH', 'LI'],
      vatRate: 8.1,
      contractNumberStart: 2000,
      pdfRelocationPriceType: 'FROM',
      hideRejectOfferButton: true,
    });
  });

  it('validates name, IBAN, colours, URLs, numbers, time zone and placeholders, and changes nothing', async () => {
    const response = await put(owner, {
      ...settings,
      name: '<b>',
      iban: 'CH93 0076 2011 6238 5295 8',
      textColor: 'red',
      website: 'javascript:alert(1)',
      contractNumberStart: 0,
      vatRate: 7.777,
      timeZone: 'Mars/Olympus',
      currency: 'USD',
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.fields;
    expect(fields.name).toEqual({
      code: 'error_company_name_invalid',
      message: 'The company name is not valid.',
    });
    expect(fields.iban).toEqual({ code: 'error_iban_invalid', message: 'The IBAN is not valid.' });
    expect(Object.keys(fields).sort()).toEqual(
      [
        'contractNumberStart',
        'currency',
        'iban',
        'name',
        'textColor',
        'timeZone',
        'vatRate',
        'website',
      ].sort(),
    );
    const placeholders = await put(owner, { ...settings, footer: 'Gruss {{company_name}}' }, 'de');
    expect(placeholders.json().error.fields.footer).toEqual({
      code: 'error_placeholder_unknown',
      message: 'Unbekannter Platzhalter: {{company_name}}',
    });
    const now = await t.app.inject({ method: 'GET', url: '/api/company', headers: owner.headers });
    expect(now.json().name).toBe('Zügel Meier AG');
  });

  it('keeps only the allowed rich text in header and footer, and plain text as it was', async () => {
    const editorHtml =
      '<h3>Offerte</h3><p><strong>{{gender_welcome}}</strong> <em>{{name}}</em> <u>{{email}}</u></p>' +
      '<ul><li>eins</li></ul><ol><li>zwei</li></ol><p><a href="https://zuegel-meier.ch">Web</a><br>Zeile</p>';
    const saved = await put(owner, {
      ...settings,
      header: editorHtml,
      footer: '<p onclick="steal()">Gruss<script>alert(1)</script><img src=x onerror=alert(2)></p>',
    });
    expect(saved.statusCode).toBe(200);
    // What the web editor produces is stored unchanged; everything else is dropped.
    expect(saved.json().header).toBe(editorHtml);
    expect(saved.json().footer).toBe('<p>Gruss</p>');
    const plain = await put(owner, { ...settings, header: 'A & B {{name}}\nZeile', footer: '<p><br></p>' });
    expect(plain.json().header).toBe('A & B {{name}}\nZeile');
    expect(plain.json().footer).toBeNull();
  });

  it('is changed by owners only', async () => {
    const response = await put(user, settings, 'de');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Nur der Inhaber kann diese Aktion ausführen');
  });

  it('takes a logo checked by its content and serves it so that an SVG cannot run script', async () => {
    const upload = (body: Buffer, type: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/company/logo',
        headers: { ...owner.headers, 'content-type': type },
        payload: body,
      });
    expect((await upload(PDF, 'image/png')).statusCode).toBe(415);
    expect((await upload(Buffer.from('hello'), 'application/octet-stream')).json().error.code).toBe(
      'error_file_type',
    );
    const png = await upload(PNG, 'application/octet-stream');
    expect(png.statusCode).toBe(200);
    expect(png.json().hasLogo).toBe(true);
    const logo = await t.app.inject({ method: 'GET', url: '/api/company/logo', headers: user.headers });
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG)).toBe(true);

    expect((await upload(SVG, 'image/svg+xml')).statusCode).toBe(200);
    const svg = await t.app.inject({ method: 'GET', url: '/api/company/logo', headers: user.headers });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain("default-src 'none'");
    expect(svg.headers['content-security-policy']).toContain('sandbox');

    const tooBig = await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'image/png');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe('error_payload_too_large');
  });

  it('takes the terms (AGB) as a PDF and removes them', async () => {
    const upload = await t.app.inject({
      method: 'PUT',
      url: '/api/company/agb',
      headers: { ...owner.headers, 'content-type': 'application/pdf' },
      payload: PDF,
    });
    expect(upload.json().hasAgb).toBe(true);
    const pdf = await t.app.inject({ method: 'GET', url: '/api/company/agb', headers: user.headers });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body).toContain('% AGB');
    const png = await t.app.inject({
      method: 'PUT',
      url: '/api/company/agb',
      headers: { ...owner.headers, 'content-type': 'application/pdf' },
      payload: PNG,
    });
    expect(png.statusCode).toBe(415);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/company/agb', headers: owner.headers })).statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/company/agb', headers: owner.headers })).statusCode,
    ).toBe(404);
  });

  it('answers 415 when the logo or the terms arrive as JSON, text or nothing instead of a file', async () => {
    for (const url of ['/api/company/logo', '/api/company/agb']) {
      const bodies = [
        { headers: {}, payload: { file: 'x' } },
        { headers: { 'content-type': 'application/json' }, payload: '"x"' },
        { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
        { headers: {}, payload: undefined },
      ];
      for (const { headers, payload } of bodies) {
        const response = await t.app.inject({
          method: 'PUT',
          url,
          headers: { ...owner.headers, ...headers },
          payload,
        });
        expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(415);
        expect(response.json().error.code).toBe('error_file_type');
      }
    }
  });

  it('answers 415 when the settings arrive as anything but JSON', async () => {
    for (const [type, payload] of [
      ['text/plain', JSON.stringify(settings)],
      ['image/png', PNG],
      ['application/x-www-form-urlencoded', 'name=x'],
    ] as const) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/company',
        headers: { ...owner.headers, 'content-type': type, 'accept-language': 'en' },
        payload,
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json().error).toMatchObject({
        code: 'error_content_type',
        message: 'This type of content is not accepted here.',
      });
    }
  });

  it("never shows or changes another company's settings or files", async () => {
    const theirs = await t.app.inject({ method: 'GET', url: '/api/company', headers: stranger.headers });
    expect(theirs.json().name).toBe('Andere GmbH');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/company/logo', headers: stranger.headers })).statusCode,
    ).toBe(404);
    await put(stranger, { ...settings, name: 'Andere GmbH' });
    const mine = await t.app.inject({ method: 'GET', url: '/api/company', headers: owner.headers });
    expect(mine.json()).toMatchObject({ name: 'Zügel Meier AG', hasLogo: true });
  });
});

describe('UID/VAT number (issue 15)', () => {
  it('stores a valid UID as CHE-123.456.789 and refuses a wrong check digit in both languages', async () => {
    const saved = await put(owner, { ...settings, vatNumber: 'che 123 456 788 mwst' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ vatNumber: 'CHE-123.456.788' });

    const wrong = await put(owner, { ...settings, vatNumber: 'CHE-123.456.789' }, 'de');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: { fields: { vatNumber: { code: 'error_vat_number_invalid' } } },
    });
    expect(wrong.body).toContain('Prüfziffer');

    const kept = await put(owner, settings);
    expect(kept.json()).toMatchObject({ vatNumber: 'CHE-123.456.788' });
    const removed = await put(owner, { ...settings, vatNumber: '' });
    expect(removed.json()).toMatchObject({ vatNumber: null });
  });
});
