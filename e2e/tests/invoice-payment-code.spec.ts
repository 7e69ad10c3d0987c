import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { apiPost } from '../support/api.ts';
import { OWNER, openSignedIn } from '../support/app.ts';
import { pdfWords } from '../support/pdf.ts';
import { unique } from '../support/unique.ts';

const GERMAN_IBAN = 'DE89 3704 0044 0532 0130 00';

/** Save the company settings through the API as the settings page does (PUT is the whole form). */
async function putCompany(page: Page, settings: Record<string, unknown>) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'x-csrf')?.value ?? '';
  const response = await page.request.put('/api/company', {
    data: settings,
    headers: { 'x-csrf-token': csrf },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A free invoice of 500.00 for a new customer, issued with the company's IBAN of now. */
async function newInvoice(page: Page) {
  const customer = await apiPost<{ _id: string }>(page, '/api/customers', {
    gender: 'FEMALE',
    firstName: 'Erika',
    lastName: unique('Grenzgängerin'),
  });
  return apiPost<{ _id: string; number: number }>(page, '/api/invoices', {
    customerId: customer._id,
    date: '2026-03-01',
    dueDate: '2026-03-31',
    includeVat: true,
    lines: [{ type: 'item', description: 'Umzug', quantity: 1, unitPrice: 50_000 }],
  });
}

/** Download the invoice's PDF from its page, as the office does, and read its words. */
async function downloadPdf(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'PDF herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Rechnung-\d+\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfWords(bytes);
}

test('a company with a German IBAN: the invoice PDF downloads, with an EPC QR code in EUR, and the page says why there is no QR-bill', async ({
  page,
}) => {
  await openSignedIn(page, OWNER);
  const original = (await (await page.request.get('/api/company')).json()) as Record<string, unknown>;
  try {
    // In EUR: the EPC QR code ("GiroCode") stands where the Swiss QR-bill cannot.
    await putCompany(page, { ...original, iban: GERMAN_IBAN, currency: 'EUR' });
    const inEuro = await newInvoice(page);
    await page.goto(`/invoices/${inEuro._id}`);
    const note = page.getByTestId('qr-bill-note');
    await expect(note).toContainText('EPC-QR-Code statt Swiss QR-Rechnung');
    await expect(note).toContainText('die IBAN ist nicht aus der Schweiz oder Liechtenstein');
    const words = await downloadPdf(page);
    expect(words).toContain('Zahlen mit Code');
    expect(words).toContain('Zahlbar an: DE89 3704 0044 0532 0130 00');
    expect(words).not.toContain('Empfangsschein');

    // In CHF: no payment code at all, and the page says why, with the way to the settings.
    await putCompany(page, { ...original, iban: GERMAN_IBAN, currency: 'CHF' });
    const inFrancs = await newInvoice(page);
    await page.goto(`/invoices/${inFrancs._id}`);
    await expect(note).toContainText('Kein QR-Einzahlungsschein im PDF');
    await expect(note).toContainText('Die IBAN ist nicht aus der Schweiz oder Liechtenstein');
    await expect(note.getByRole('link', { name: 'Firmendaten öffnen (IBAN, Adresse)' })).toBeVisible();
    // Chromium holds back a page's second download, so this PDF is fetched from the same link.
    const href = await page.getByRole('link', { name: 'PDF herunterladen' }).getAttribute('href');
    const second = await page.request.get(href ?? '');
    expect(second.status()).toBe(200);
    expect(second.headers()['content-type']).toBe('application/pdf');
    const francs = pdfWords(await second.body());
    expect(francs).toContain('Ohne QR-Rechnung: Die IBAN ist nicht aus der Schweiz oder Liechtenstein');
    expect(francs).not.toContain('Zahlen mit Code');

    // Sending works too: the e-mail goes out with the PDF attached.
    await page.getByRole('tab', { name: 'Gesendete E-Mails' }).click();
    await page.getByRole('button', { name: 'Rechnung senden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rechnung per E-Mail senden' });
    await dialog.getByLabel('Empfänger').fill('grenzgaengerin@example.com');
    await dialog.getByRole('button', { name: 'Rechnung senden' }).click();
    await expect(page.getByText('Die Rechnung wird versendet.')).toBeVisible();
    await expect(page.getByTestId('invoice-email')).toContainText(/Rechnung-\d+\.pdf/);
  } finally {
    await putCompany(page, original);
  }
});
