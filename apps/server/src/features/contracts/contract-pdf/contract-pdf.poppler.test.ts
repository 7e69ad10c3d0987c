import { describe, expect, it } from 'vitest';
import { fillPlaceholders, genderWelcome } from '../../../platform/mail/compose/index.ts';
import { loadPdfEngine, pdfFonts, prepareLogo } from '../../../platform/pdf/index.ts';
import {
  LONG_COMPANY_NAME,
  pdfPageInk,
  pdfPagePng,
  pdfText,
  pdfWords,
  pdfWordsAbove,
} from '../../../testing/pdf.ts';
import { renderContractPdf } from './contract-pdf.ts';
import { sampleContractPdfInput, sampleLogoPng } from './sample-contract.ts';

const pages = (text: string) => text.split('\f').filter((page) => page.trim() !== '').length;

describe('contract PDF renderer', () => {
  it('writes every section of a full contract with Unicode intact', async () => {
    const pdf = await renderContractPdf(sampleContractPdfInput());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const words = pdfWords(pdf);
    for (const expected of [
      'Zügelprofis Müller & Söhne AG',
      'Offerte 1042',
      'Umzug von Bern nach Zürich',
      'Sehr geehrte Frau Muster',
      'den Sie uns an erika.muster@example.ch bestätigen können',
      'Stockwerk: 3. OG',
      'Lift: nein',
      'Lift: ja',
      '15.03.2027, 08:00 Uhr',
      '16.03.2027, 09:00 Uhr – 17:00 Uhr',
      "Umzug CHF 1'107.00 – 1'431.00",
      'Stundenansatz CHF 180.00 · Geschätzter Aufwand 5–7 Std.',
      '4 Mitarbeiter, 1 Fahrzeug',
      'abzüglich Rabatt 10 %',
      'Volumen 4.5 m³ à CHF 85.00 pro m³',
      'Reinigung nach Aufwand',
      '1 × Klavier (Flügel) CHF 250.00',
      '20 × Umzugskartons CHF 70.00',
      'Möbellift CHF 300.00',
      'Stammkunde 5 % CHF -19.50',
      'Zwischentotal CHF 370.50',
      'Zahlbar innert 30 Tagen – rein netto.',
      'zzgl. MWST 7.7 %',
      'Rundung',
      "Total inkl. MWST CHF 2'399.55 – 2'748.50",
      '✓ Lampen demontieren',
      'Bilder aufhängen 6',
      'Gibt es einen Estrich? ja',
      'Wie haben Sie uns gefunden? Über die Website',
      'Wohnungsabgabe 31.03.2027',
      'Bitte an der Tür klingeln – Name «Muster».',
      'Versicherung',
      'Ihr Umzugsgut ist bis CHF 100’000.00 versichert.',
      '• Kartons beschriften',
      '2. Zähler ablesen',
      'Freundliche Grüsse',
      'Es gelten unsere AGB.',
    ]) {
      expect(words, expected).toContain(expected);
    }
    const text = pdfText(pdf);
    const count = pages(text);
    expect(count).toBeGreaterThanOrEqual(2);
    expect(words).toContain(`Seite 1 von ${count}`);
    expect(words).toContain(`Seite ${count} von ${count}`);
    // The components come in their order, after the prices.
    expect(words.indexOf('Versicherung')).toBeGreaterThan(words.indexOf('Total inkl. MWST'));
    expect(words.indexOf('Was Sie vorbereiten')).toBeGreaterThan(words.indexOf('Versicherung'));
  });

  it('writes ranges as the company sets them: from–to, from, up to', async () => {
    const words = async (priceType: 'FROMTO' | 'FROM' | 'TO') =>
      pdfWords(await renderContractPdf(sampleContractPdfInput({ priceType })));
    expect(await words('FROMTO')).toContain("CHF 1'107.00 – 1'431.00");
    const from = await words('FROM');
    expect(from).toContain("Umzug ab CHF 1'107.00");
    expect(from).toContain("Total inkl. MWST ab CHF 2'399.55");
    expect(from).not.toContain("1'431.00");
    const to = await words('TO');
    expect(to).toContain("Umzug bis CHF 1'431.00");
    expect(to).not.toContain("1'107.00");
    // A fixed price is one amount whatever the type.
    expect(to).toContain('Entsorgung CHF 382.50');
  });

  it('speaks English with English labels, falling back to German ones', async () => {
    const words = pdfWords(await renderContractPdf(sampleContractPdfInput({ language: 'en' })));
    for (const expected of [
      'Offer 1042',
      'Dear Ms Muster',
      'Move from Bern to Zürich',
      'Services and prices',
      'Move CHF 1,107.00 – 1,431.00',
      'Cleaning by effort',
      'plus VAT 7.7 %',
      'Total incl. VAT CHF 2,399.55 – 2,748.50',
      '15 Mar 2027, 08:00',
      '✓ Remove lamps',
      'Bilder aufhängen 6',
      'Is there an attic? yes',
      'Through the website',
      'Page 1 of',
      'Our terms and conditions (AGB) apply.',
    ]) {
      expect(words, expected).toContain(expected);
    }
  });

  it('greets companies and unknown people neutrally, and says when VAT is included', async () => {
    const input = sampleContractPdfInput();
    input.customer = { ...input.customer, customerType: 'COMPANY', companyName: 'Muster Treuhand AG' };
    input.company = { ...input.company, header: null, hasAgb: false, footer: null };
    input.contract = { ...input.contract, price: { ...input.contract.price, includeVat: true } };
    const words = pdfWords(await renderContractPdf(input));
    expect(words).toContain('Muster Treuhand AG');
    expect(words).toContain('Guten Tag, gerne unterbreiten wir Ihnen unsere Offerte');
    expect(words).toContain('inkl. MWST 7.7 %');
    expect(words).not.toContain('AGB');
  });

  it('composes decomposed characters and keeps a long text flowing over pages', async () => {
    const input = sampleContractPdfInput();
    input.contract = {
      ...input.contract,
      moveIn: { ...input.contract.moveIn!, city: 'Zu\u0308rich' },
    };
    const paragraphs = Array.from(
      { length: 120 },
      (_, index) => `<p>Absatz ${index + 1}: Öffnungszeiten, Gebühren und Zuständigkeiten.</p>`,
    );
    input.components = [{ title: 'Lange Bedingungen', content: paragraphs.join('') }];
    const pdf = await renderContractPdf(input);
    const words = pdfWords(pdf);
    expect(words).toContain('Umzug von Bern nach Zürich');
    expect(words).toContain('Absatz 1:');
    expect(words).toContain('Absatz 120: Öffnungszeiten');
    expect(pages(pdfText(pdf))).toBeGreaterThanOrEqual(4);
  });

  it('draws the logo, and falls back to the name for an unreadable one', async () => {
    const logo = await prepareLogo(sampleLogoPng());
    expect(logo?.subarray(1, 4).toString('latin1')).toBe('PNG');
    const withLogo = await renderContractPdf(sampleContractPdfInput({ logo }));
    expect(withLogo.toString('latin1')).toContain('/Subtype /Image');
    const png = pdfPagePng(withLogo);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const ink = pdfPageInk(withLogo);
    expect(ink.width).toBeGreaterThan(400);
    expect(ink.inked / (ink.width * ink.height)).toBeGreaterThan(0.02);

    const broken = await renderContractPdf(sampleContractPdfInput({ logo: Buffer.from('not an image') }));
    expect(broken.toString('latin1')).not.toContain('/Subtype /Image');
    expect(pdfWords(broken)).toContain('Zügelprofis Müller & Söhne AG');
    expect(await prepareLogo(Buffer.from('not an image'))).toBeNull();
  });

  it('rasterises an SVG logo', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect x="10" y="10" width="280" height="80" fill="#b3261e"/></svg>',
    );
    const logo = await prepareLogo(svg);
    expect(logo?.subarray(1, 4).toString('latin1')).toBe('PNG');
    const pdf = await renderContractPdf(sampleContractPdfInput({ logo }));
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
  });

  it('loads the fonts once for every document', async () => {
    await loadPdfEngine();
    expect(pdfFonts()).toBe(pdfFonts());
    expect(pdfFonts().regular.hasGlyphForCodePoint('’'.codePointAt(0)!)).toBe(true);
    expect(pdfFonts().bold.hasGlyphForCodePoint('€'.codePointAt(0)!)).toBe(true);
  });
});

describe('placeholders', () => {
  it('greets by gender in both languages (glossary.md)', () => {
    const person = (gender: 'MALE' | 'FEMALE' | null) => ({
      gender,
      customerType: 'PERSON' as const,
      lastName: 'Muster',
    });
    expect(genderWelcome(person('MALE'), 'de')).toBe('Sehr geehrter Herr Muster');
    expect(genderWelcome(person('FEMALE'), 'de')).toBe('Sehr geehrte Frau Muster');
    expect(genderWelcome(person(null), 'de')).toBe('Guten Tag');
    expect(genderWelcome({ ...person('MALE'), customerType: 'COMPANY' }, 'de')).toBe('Guten Tag');
    expect(genderWelcome(person('MALE'), 'en')).toBe('Dear Mr Muster');
    expect(genderWelcome(person('FEMALE'), 'en')).toBe('Dear Ms Muster');
    expect(genderWelcome(person(null), 'en')).toBe('Dear Sir or Madam');
  });

  it('fills known placeholders and leaves others', () => {
    expect(
      fillPlaceholders('{{gender_welcome}}, {{ name }} <{{email}}> {{other}}', {
        gender_welcome: 'Guten Tag',
        name: 'Muster AG',
        email: 'a@b.ch',
      }),
    ).toBe('Guten Tag, Muster AG <a@b.ch> {{other}}');
    expect(fillPlaceholders('{{toString}}', {})).toBe('{{toString}}');
  });

  it('the longest company name is set smaller in the letterhead, above the addressee', async () => {
    const input = sampleContractPdfInput();
    input.company.name = LONG_COMPANY_NAME;
    const firstName = input.customer.firstName ?? input.customer.lastName;
    const above = pdfWordsAbove(await renderContractPdf(input), firstName);
    for (const word of LONG_COMPANY_NAME.split(' ')) expect(above, word).toContain(word);
  });
});
