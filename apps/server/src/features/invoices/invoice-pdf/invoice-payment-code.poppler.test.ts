import { createRequire } from 'node:module';
import type * as JsQr from 'jsqr';
import { describe, expect, it } from 'vitest';
import { type PdfWordBox, pdfPageRgba, pdfWordBoxes, pdfWords } from '../../../testing/pdf.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { sampleInvoicePdfInput } from './sample-invoice.ts';

/** jsqr is CommonJS: its module.exports carries the decoder as `default`. */
const jsQR: typeof JsQr.default.default = createRequire(import.meta.url)('jsqr').default;

const mm = (value: number) => (value / 25.4) * 72;
const PAGE_HEIGHT = 841.89;
/** Top of the payment part: 105 mm above the foot of the page. */
const SLIP_TOP = PAGE_HEIGHT - mm(105);

/** The QR code on a page, decoded from its pixels, as the UTF-8 text it holds. */
function decodeQr(pdf: Buffer) {
  const { data, width, height } = pdfPageRgba(pdf, 1, 150);
  const found = jsQR(data, width, height);
  if (!found) throw new Error('no QR code found on page 1');
  return Buffer.from(found.binaryData).toString('utf8');
}

/** An invoice whose addresses reach every limit of the bill, with characters outside its set. */
function longestValues() {
  const input = sampleInvoicePdfInput();
  input.company.name =
    'Zügelprofis O’Brien & Söhne – Umzüge, Reinigungen und Lagerungen GmbH Zürcher Oberland';
  input.company.address = {
    street: 'Obere Bahnhofstrasse beim alten Postgebäude gegenüber dem Gemeindehaus',
    buildingNumber: '1234567890123456',
    zip: '1234567890123456',
    city: 'Hinterwaldhausen am Zürichsee im Oberland',
    country: 'LI',
  };
  Object.assign(input.customer, {
    customerType: 'COMPANY',
    companyName: 'Genossenschaft für Wohnungsbau und Siedlungsentwicklung der Zürcher Oberländer Gemeinden',
    street: 'Obere Bahnhofstrasse beim alten Postgebäude gegenüber dem Gemeindehaus Ost',
    streetNumber: '1234567890123456',
    zipCode: '1234567890123456',
    city: 'Hinterwaldhausen am Zürichsee im Oberland',
    country: 'DE',
  });
  return input;
}

const inBox = (words: PdfWordBox[], left: number, right: number, top: number, bottom = PAGE_HEIGHT) =>
  words.filter((word) => word.xMin >= left && word.xMax <= right && word.yMin >= top && word.yMax <= bottom);
const textOf = (words: PdfWordBox[]) => words.map((word) => word.text).join(' ');

describe('EPC QR code (read back with poppler)', () => {
  it('EUR to a German IBAN: the code decodes to the EPC payload, labelled "Zahlen mit Code"', async () => {
    const input = sampleInvoicePdfInput({ iban: 'DE89 3704 0044 0532 0130 00', currency: 'EUR' });
    input.company.name = 'Zügelprofis O’Brien GmbH';
    const pdf = await renderInvoicePdf(input);
    const lines = decodeQr(pdf).split('\n');
    expect(lines).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      '',
      "Zügelprofis O'Brien GmbH",
      'DE89370400440532013000',
      `EUR${(input.invoice.unpaid / 100).toFixed(2)}`,
      '',
      'RF714711',
      '',
      'Rechnung 4711',
    ]);
    const words = pdfWords(pdf);
    expect(words).toContain('Zahlen mit Code');
    expect(words).toContain('Referenz: RF71 4711');
    expect(words).not.toContain('Empfangsschein');
  });
});

describe('Swiss QR-bill with the longest values it allows', () => {
  it('the receipt keeps its text above the amount, the payment part within the page; nothing cut mid-word', async () => {
    const pdf = await renderInvoicePdf(longestValues());
    const words = pdfWordBoxes(pdf, 1);
    // Receipt: 5 to 57 mm from the left; its information section ends where "Währung" begins.
    const receipt = inBox(words, mm(5) - 1, mm(57) + 1, SLIP_TOP);
    const currency = receipt.find((word) => word.text === 'Währung')!;
    expect(currency).toBeDefined();
    const info = receipt.filter((word) => word.yMin < currency.yMin - 1);
    expect(textOf(info)).toContain('Zahlbar durch');
    for (const word of info) expect(word.yMax, word.text).toBeLessThanOrEqual(currency.yMin);
    // Payment part: its information column (from 118 mm) stays 5 mm above the foot of the page.
    const column = inBox(words, mm(118) - 1, mm(210), SLIP_TOP);
    for (const word of column) expect(word.yMax, word.text).toBeLessThanOrEqual(PAGE_HEIGHT - mm(5));
    const printed = textOf(column);
    expect(printed).toContain("Zügelprofis O'Brien & Söhne - Umzüge, Reinigungen und Lagerungen GmbH");
    expect(printed).toContain('Genossenschaft für Wohnungsbau und Siedlungsentwicklung der Zürcher Obere');
    expect(printed).toContain('DE - 1234567890123456 Hinterwaldhausen am Zürichsee im');
    expect(printed).not.toMatch(/Zürcher O\b|Oberland|’|–/);
  });

  it('the QR code holds the same text as printed', async () => {
    const fields = decodeQr(await renderInvoicePdf(longestValues())).split(/\r?\n/);
    expect(fields[0]).toBe('SPC');
    expect(fields[5]).toBe("Zügelprofis O'Brien & Söhne - Umzüge, Reinigungen und Lagerungen GmbH");
    expect(fields[21]).toBe('Genossenschaft für Wohnungsbau und Siedlungsentwicklung der Zürcher');
    expect(fields[25]).toBe('Hinterwaldhausen am Zürichsee im');
    expect(fields[28]).toBe('000000000000000000000047119');
  });
});
