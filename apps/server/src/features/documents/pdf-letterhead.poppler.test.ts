import { describe, expect, it } from 'vitest';
import { pdfWordBoxes } from '../../testing/pdf.ts';
import { renderContractPdf } from './contract-pdf.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { sampleContractPdfInput } from './sample-contract.ts';
import { sampleInvoicePdfInput } from './sample-invoice.ts';

/** A company name of the 120 characters the settings allow. */
const LONG_NAME =
  'Zügelprofis Grenzland Umzüge, Reinigungen, Räumungen und Lagerungen für Privat und Gewerbe GmbH Zürcher Oberland Ostteil';

/** The name's words stand above the addressee's first word, all of them printed. */
async function expectNameAboveAddressee(pdf: Buffer, addresseeFirstWord: string) {
  const words = pdfWordBoxes(pdf, 1);
  const addressee = words.find((word) => word.text === addresseeFirstWord)!;
  expect(addressee).toBeDefined();
  const nameWords = LONG_NAME.split(' ');
  const printed = words.filter((word) => word.yMax < addressee.yMin).map((word) => word.text);
  for (const word of nameWords) expect(printed, word).toContain(word);
}

describe('letterhead with the longest company name', () => {
  it('the invoice PDF sets it smaller, above the addressee', async () => {
    const input = sampleInvoicePdfInput();
    input.company.name = LONG_NAME;
    expect(LONG_NAME).toHaveLength(120);
    await expectNameAboveAddressee(await renderInvoicePdf(input), 'Erika');
  });

  it('the contract PDF too', async () => {
    const input = sampleContractPdfInput();
    input.company.name = LONG_NAME;
    const firstName = input.customer.firstName ?? input.customer.lastName;
    await expectNameAboveAddressee(await renderContractPdf(input), firstName);
  });
});
