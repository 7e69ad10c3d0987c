import { expect, type Page, test } from '@playwright/test';
import { apiPost } from '../support/api.ts';
import { OWNER, openSignedIn } from '../support/app.ts';
import { camt054 } from '../support/camt.ts';
import { unique } from '../support/unique.ts';

const QR_IBAN = 'CH44 3199 9123 0008 8901 2';

async function putCompany(page: Page, settings: Record<string, unknown>) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'x-csrf')?.value ?? '';
  const response = await page.request.put('/api/company', {
    data: settings,
    headers: { 'x-csrf-token': csrf },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Upload a file through the payments page's dialog, as the office does. */
async function importFile(page: Page, name: string, content: string) {
  await page.goto('/payments');
  await page.getByRole('button', { name: 'Kontoauszug importieren' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Kontoauszug importieren' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/xml', buffer: Buffer.from(content) });
  await dialog.getByRole('button', { name: 'Importieren' }).click();
  return dialog;
}

test('an invoice with a QR reference is paid by importing the camt.054 of its payment; a second import records nothing', async ({
  page,
}) => {
  await openSignedIn(page, OWNER);
  const original = (await (await page.request.get('/api/company')).json()) as Record<string, unknown>;
  try {
    // Paid to a QR-IBAN: the invoice is issued with a QR reference.
    await putCompany(page, { ...original, iban: QR_IBAN, currency: 'CHF' });
    const customer = await apiPost<{ _id: string }>(page, '/api/customers', {
      gender: 'FEMALE',
      firstName: 'Erika',
      lastName: unique('Bankimport'),
      // A QR-bill needs the payer's address.
      street: 'Bahnhofstrasse',
      streetNumber: '1',
      zipCode: '8001',
      city: 'Zürich',
      country: 'CH',
    });
    const invoice = await apiPost<{ _id: string; number: number; total: number }>(page, '/api/invoices', {
      customerId: customer._id,
      date: '2026-03-01',
      dueDate: '2026-03-31',
      includeVat: true,
      lines: [{ type: 'item', description: 'Umzug', quantity: 1, unitPrice: 50_000 }],
    });
    const qrBill = (await (await page.request.get(`/api/invoices/${invoice._id}/qr-bill`)).json()) as {
      referenceType: string;
      reference: string;
    };
    expect(qrBill.referenceType, JSON.stringify(qrBill)).toBe('QRR');
    const amount = `${Math.floor(invoice.total / 100)}.${String(invoice.total % 100).padStart(2, '0')}`;
    const file = camt054([{ amount, reference: qrBill.reference, bankReference: unique('ZKB') }]);

    const dialog = await importFile(page, 'camt054.xml', file);
    const recorded = dialog.getByRole('table', { name: '1 Zahlung erfasst' });
    await expect(recorded).toBeVisible();
    await expect(recorded.getByRole('link', { name: `Rechnung ${invoice.number}` })).toBeVisible();
    await recorded.getByRole('link', { name: `Rechnung ${invoice.number}` }).click();
    await expect(page.getByTestId('invoice-state')).toHaveText('Bezahlt');

    // The same file again: the booking is known, nothing is paid twice.
    const again = await importFile(page, 'camt054.xml', file);
    await expect(again.getByText('Es wurde keine Zahlung erfasst.')).toBeVisible();
    await expect(again.getByText('Bereits importiert')).toBeVisible();

    // A file that is not a bank statement is refused with the reason.
    const refused = await importFile(page, 'notes.xml', '<notes><note>hallo</note></notes>');
    await expect(refused.getByRole('alert')).toContainText('keine ISO-20022-Kontoinformation');
  } finally {
    await putCompany(page, original);
  }
});
