import { expect, type Page, test } from '@playwright/test';
import { apiPost } from '../support/api.ts';
import { OWNER, openSignedIn } from '../support/app.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { unique } from '../support/unique.ts';

// Issue 15, items 8, 9 and 18: money documents a Swiss office can send.

/** An accepted hourly job of the demo company: 180.00 an hour, 5 to 7 hours estimated. */
async function acceptedHourlyJob(page: Page) {
  const lastName = unique('Stunden');
  const email = `${lastName.replace(' ', '.').toLowerCase()}@example.com`;
  const contract = await apiPost<{ _id: string; number: number }>(page, '/api/contracts', {
    newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName, email },
    moveOut: { street: 'Bahnhofstrasse', streetNumber: '1', zipCode: '8001', city: 'Zürich', floor: '3' },
    relocation: { priceType: 'hourly', hourPrice: 18_000, hours: 5, expectedTime: 7 },
    includeVat: false,
  });
  await apiPost(page, `/api/contracts/${contract._id}/offers`, { language: 'de', validUntil: '2099-12-31' });
  const mail = await latestMailTo(page, email);
  const token = /accept-contract\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(token, 'an offer link in the e-mail').toEqual(expect.any(String));
  const answer = await page.request.post(`/api/public/offers/${token}/accept`, {
    data: { acceptedServices: ['relocation'], termsAccepted: true, revision: 1 },
  });
  expect(answer.status()).toBe(200);
  return { contract, email };
}

test('an hourly job is invoiced from the hours worked, sent from its page, then partly paid', async ({
  page,
}) => {
  test.slow();
  await openSignedIn(page, OWNER);
  const { contract, email } = await acceptedHourlyJob(page);
  await page.goto(`/contracts/${contract._id}`);

  await page.getByRole('button', { name: 'Rechnung erstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechnung nach Aufwand' });
  await expect(dialog).toContainText("Angenommen: 5–7 Std., Umzug CHF 900.00 – CHF 1'260.00.");
  const hours = dialog.getByLabel('Gearbeitete Stunden');
  await expect(hours).toHaveValue('7');
  await hours.fill('7,5');
  await dialog.getByLabel('Mitarbeitende').fill('3');
  // 180.00 × 7.5 = 1'350.00: 90.00 more than the accepted upper bound.
  await expect(dialog.getByRole('status')).toContainText("Umzug: CHF 1'350.00");
  await expect(dialog.getByRole('status')).toContainText('CHF 90.00 über dem angenommenen Bereich.');
  await dialog.getByRole('button', { name: 'Rechnung erstellen' }).click();

  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Rechnung \d+$/ })).toBeVisible();
  await expect(page.getByText('Umzug (7.5 Std., 3 Mitarbeitende)')).toBeVisible();
  const invoiceId = /\/invoices\/([0-9a-f-]{36})$/.exec(page.url())![1]!;

  // Sent from the invoice's own page.
  await page.getByRole('button', { name: 'Senden', exact: true }).click();
  const send = page.getByRole('dialog', { name: 'Rechnung per E-Mail senden' });
  await expect(send.getByLabel('Empfänger')).toHaveValue(email);
  await send.getByRole('button', { name: 'Rechnung senden' }).click();
  await expect(page.getByText('Die Rechnung wird versendet.')).toBeVisible();
  await expect(send).toBeHidden();

  // A deposit: the invoice is partly paid, not "open" as if nobody had paid.
  await apiPost(page, `/api/invoices/${invoiceId}/payments`, {
    amount: 50_000,
    method: 'BANK',
    date: '2026-11-20',
    idempotencyKey: unique('key').replace(' ', '-'),
  });
  await page.reload();
  await expect(page.getByTestId('invoice-state')).toHaveText('Teilweise bezahlt');
});

test('the company UID is checked by its check digit; the demo company has one and 8.1 % VAT', async ({
  page,
}) => {
  await openSignedIn(page, OWNER, '/my-company');
  await expect(page.getByText('CHE-123.456.788 MWST')).toBeVisible();
  await page.getByRole('link', { name: 'Bearbeiten' }).click();
  await expect(page.getByRole('heading', { name: 'Firmendaten bearbeiten' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'UID/MWST-Nummer' })).toHaveValue('CHE-123.456.788');
  await page.getByRole('textbox', { name: 'UID/MWST-Nummer' }).fill('CHE-123.456.789');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText(/Die UID\/MWST-Nummer ist nicht gültig/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Erste Rechnungsnummer' })).toBeVisible();
});
