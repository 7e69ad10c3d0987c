import { describe, expect, it } from 'vitest';
import { LONG_COMPANY_NAME, pdfWordBoxes, pdfWordsAbove } from '../../testing/pdf.ts';
import { loadPdfEngine } from './engine.ts';
import { documentWriter } from './layout.ts';
import { addressLines, type DocumentHead, drawDocumentHead } from './letterhead.ts';

async function headOnly(head: Partial<DocumentHead> = {}): Promise<Buffer> {
  await loadPdfEngine();
  const pdf = documentWriter({ title: 'Test', author: 'Test', language: 'de-CH', accent: '#1f4e79' });
  drawDocumentHead(pdf, {
    company: { name: 'Zügelprofis Zürich AG', website: 'https://zuegelprofis.example.ch', logo: null },
    accent: '#1f4e79',
    address: addressLines({
      customerType: 'PERSON',
      firstName: 'Erika',
      lastName: 'Muster',
      companyName: null,
      street: 'Seeweg',
      streetNumber: '12a',
      zipCode: '3000',
      city: 'Bern',
      country: 'DE',
    }),
    facts: [
      ['Rechnung Nr.', '4711'],
      ['Datum', '01.03.2026'],
    ],
    title: 'Rechnung 4711',
    subtitle: 'Umzug von Bern nach Zürich',
    ...head,
  });
  return pdf.finish('Fuss', (page, pages) => `Seite ${page} von ${pages}`);
}

describe('document head (letterhead, addressee, facts, title)', () => {
  it('the longest company name is set smaller, above the addressee, in both spacings', async () => {
    expect(LONG_COMPANY_NAME).toHaveLength(120);
    for (const spacing of ['regular', 'compact'] as const) {
      const company = { name: LONG_COMPANY_NAME, website: null, logo: null };
      const above = pdfWordsAbove(await headOnly({ company, spacing }), 'Erika');
      for (const word of LONG_COMPANY_NAME.split(' ')) expect(above, `${spacing}: ${word}`).toContain(word);
    }
  });

  it('address left, facts right, title and subtitle below both', async () => {
    const words = pdfWordBoxes(await headOnly(), 1);
    const at = (text: string) => words.find((word) => word.text === text)!;
    // The address: name, street, town, and the country outside Switzerland.
    for (const text of ['Erika', 'Muster', 'Seeweg', '12a', '3000', 'Bern', 'DE'])
      expect(at(text)).toBeDefined();
    expect(at('Seeweg').yMin).toBeGreaterThan(at('Erika').yMax);
    // The facts right of the address, on its first lines.
    expect(at('4711').xMin).toBeGreaterThan(at('Seeweg').xMax + 200);
    expect(at('4711').yMin).toBeLessThan(at('Seeweg').yMax);
    // The title below the address block, the subtitle below the title.
    const title = words.find((word) => word.text === 'Rechnung' && word.yMin > at('DE').yMax)!;
    expect(title).toBeDefined();
    expect(at('Umzug').yMin).toBeGreaterThan(title.yMax);
  });

  it('compact spacing (a payment part below) puts the title higher than regular spacing', async () => {
    const titleTop = async (spacing: 'regular' | 'compact') => {
      const words = pdfWordBoxes(await headOnly({ spacing, subtitle: null }), 1);
      const country = words.find((word) => word.text === 'DE')!;
      return words.find((word) => word.text === 'Rechnung' && word.yMin > country.yMax)!.yMin;
    };
    // 4 points less below the rule and 6 less below the address.
    expect((await titleTop('regular')) - (await titleTop('compact'))).toBeCloseTo(10, 0);
  });
});
