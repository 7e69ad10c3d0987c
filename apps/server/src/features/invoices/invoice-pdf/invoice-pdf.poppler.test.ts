import { formatMoney } from '@maxer/domain';
import { describe, expect, it } from 'vitest';
import { LONG_COMPANY_NAME, pdfPageInk, pdfText, pdfWordsAbove } from '../../../testing/pdf.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { SAMPLE_IBAN, sampleInvoicePdfInput, tenLineInvoicePdfInput } from './sample-invoice.ts';

const pagesOf = (pdf: Buffer) =>
  pdfText(pdf)
    .split('\f')
    .map((page) => page.replace(/\s+/g, ' '));

describe('invoice PDF renderer (read back with poppler)', () => {
  it('QR-IBAN: lines, VAT, totals, terms, and the payment part with the QR reference on the first page', async () => {
    const input = sampleInvoicePdfInput();
    const pdf = await renderInvoicePdf(input);
    const [first, ...rest] = pagesOf(pdf);
    const all = [first, ...rest].join(' ');
    for (const expected of [
      'Zügelprofis Zürich AG',
      'Erika Muster Seeweg 12a 3000 Bern',
      'Rechnung Nr. 4711',
      'Zahlbar bis 31.03.2026',
      'Sehr geehrte Frau Muster,',
      "Umzug Zürich–Bern, 3 Mitarbeiter 7 × CHF 180.00 CHF 1'260.00",
      "Zwischentotal CHF 1'330.00",
      'Stammkunde 5 % CHF -66.50',
      "Total exkl. MWST CHF 1'263.50",
      'zzgl. MWST 8.1 % CHF 102.34',
      "Rechnungsbetrag CHF 1'365.85",
      'Zahlbar innert 30 Tagen netto, bis 31.03.2026.',
      'Besten Dank für Ihren Auftrag.',
    ]) {
      expect(all).toContain(expected);
    }
    expect(input.invoice.total).toBe(136_585);
    // The payment part (receipt and payment part) stands on page 1: account, creditor, reference, debtor, amount.
    for (const expected of [
      'Empfangsschein',
      'Zahlteil',
      'Konto / Zahlbar an',
      'CH44 3199 9123 0008 8901 2',
      'Bahnhofstrasse 1',
      '8001 Zürich',
      '00 00000 00000 00000 00000 47119',
      'Zahlbar durch',
      '1 365.85',
      'Rechnung 4711',
    ]) {
      expect(first).toContain(expected);
    }
    // Its QR code: the foot of page 1 is heavily inked.
    const ink = pdfPageInk(pdf, 1, 30);
    expect(ink.inked / (ink.width * ink.height)).toBeGreaterThan(0.04);
    // The page number stands on the later pages, not over the payment part.
    expect(first).not.toContain('Seite 1');
  });

  it('ten lines with the QR-bill fit on one page: each line with its quantity beside it, totals and terms above the payment part', async () => {
    const pdf = await renderInvoicePdf(tenLineInvoicePdfInput());
    const pages = pagesOf(pdf);
    expect(pages.filter((page) => page.trim() !== '')).toHaveLength(1);
    const [first] = pages;
    expect(first).toContain('Umzugsarbeit Position 1 1 × CHF 120.00 CHF 120.00');
    expect(first).toContain("Umzugsarbeit Position 10 10 × CHF 120.00 CHF 1'200.00");
    expect(first).toContain("Rechnungsbetrag CHF 7'134.60");
    expect(first).toContain('Zahlbar innert 30 Tagen netto, bis 31.03.2026.');
    expect(first).toContain('Besten Dank für Ihren Auftrag.');
    expect(first).toContain('Zahlteil');
  });

  it('ordinary IBAN in English: an RF reference, the rest after a partial payment', async () => {
    // EUR rounds to the cent, so its total differs from the CHF one: pay all but 1,000.00.
    const { total } = sampleInvoicePdfInput({ currency: 'EUR' }).invoice;
    const input = sampleInvoicePdfInput({
      iban: SAMPLE_IBAN,
      language: 'en',
      paid: total - 100_000,
      currency: 'EUR',
    });
    const pdf = await renderInvoicePdf(input);
    const [first, ...rest] = pagesOf(pdf);
    const all = [first, ...rest].join(' ');
    expect(all).toContain(`Invoice amount ${formatMoney(total, 'en', 'EUR')}`);
    expect(all).toContain(`Already paid ${formatMoney(100_000 - total, 'en', 'EUR')}`);
    expect(all).toContain('Balance due EUR 1,000.00');
    // Account and reference stand on the payment part, not repeated in the letter above it.
    expect(all).not.toContain('Pay to:');
    expect(first).toContain('Account / Payable to CH93 0076 2011 6238 5295 7');
    expect(first).toContain('Receipt');
    expect(first).toContain('Payment part');
    expect(first).toContain('Reference RF71 4711');
    expect(first).toContain('Currency Amount EUR 1 000.00');
  });

  it('without IBAN: no payment part, a line saying why', async () => {
    const pdf = await renderInvoicePdf(sampleInvoicePdfInput({ iban: null }));
    const all = pagesOf(pdf).join(' ');
    expect(all).not.toContain('Empfangsschein');
    expect(all).toContain('Ohne QR-Rechnung: Die Firma hat keine IBAN hinterlegt.');
    expect(all).toContain('Seite 1 von 1');
  });

  it('characters outside the SPS set are transliterated on the bill, kept in the letter', async () => {
    const input = sampleInvoicePdfInput();
    input.customer.lastName = 'O’Brien-Ωλ';
    const first = pagesOf(await renderInvoicePdf(input))[0]!;
    expect(first).toContain('Erika O’Brien-Ωλ Rechnung');
    expect(first).toContain("Erika O'Brien-Ol Seeweg 12a");
  });

  it('the longest company name is set smaller in the letterhead, above the addressee', async () => {
    const input = sampleInvoicePdfInput();
    input.company.name = LONG_COMPANY_NAME;
    const above = pdfWordsAbove(await renderInvoicePdf(input), 'Erika');
    for (const word of LONG_COMPANY_NAME.split(' ')) expect(above, word).toContain(word);
  });
});
