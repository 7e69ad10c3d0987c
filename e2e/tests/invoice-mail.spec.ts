import { expect, test } from '@playwright/test';
import { apiPost } from '../support/api.ts';
import { OWNER, openSignedIn } from '../support/app.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { unique } from '../support/unique.ts';

test('an invoice e-mail in the development mailbox carries the invoice PDF, opened as sent', async ({
  page,
}) => {
  const lastName = unique('Anhang');
  const email = `${lastName.replace(' ', '.').toLowerCase()}@example.com`;
  await openSignedIn(page, OWNER);
  const customer = await apiPost<{ _id: string }>(page, '/api/customers', {
    gender: 'FEMALE',
    firstName: 'Erika',
    lastName,
    email,
  });
  const invoice = await apiPost<{ _id: string; number: number }>(page, '/api/invoices', {
    customerId: customer._id,
    date: '2026-03-01',
    dueDate: '2026-03-31',
    lines: [{ type: 'item', description: 'Umzug', quantity: 1, unitPrice: 50_000 }],
  });
  await apiPost(page, `/api/invoices/${invoice._id}/send`, { language: 'de' });
  const message = await latestMailTo(page, email);

  await page.goto(`/dev-mailbox/${message._id}`);
  await expect(page.getByText(`Rechnung Nr. ${invoice.number}`).first()).toBeVisible();
  await expect(page.getByText('Anhänge')).toBeVisible();
  const file = page.getByRole('link', { name: `Rechnung-${invoice.number}.pdf` });
  await expect(file).toHaveAttribute('target', '_blank');
  const href = await file.getAttribute('href');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test("after a partial payment the invoice e-mail asks for the open amount: 829.60 of 1'329.60", async ({
  page,
}) => {
  const lastName = unique('Teilzahlung');
  const email = `${lastName.replace(' ', '.').toLowerCase()}@example.com`;
  await openSignedIn(page, OWNER);
  const customer = await apiPost<{ _id: string }>(page, '/api/customers', {
    gender: 'FEMALE',
    firstName: 'Erika',
    lastName,
    email,
  });
  const invoice = await apiPost<{ _id: string; number: number; total: number }>(page, '/api/invoices', {
    customerId: customer._id,
    date: '2026-11-20',
    dueDate: '2099-12-31',
    lines: [{ type: 'item', description: 'Umzug', quantity: 1, unitPrice: 132_960 }],
    includeVat: true,
  });
  expect(invoice.total).toBe(132_960);

  // The office records 500.00 on the invoice's payments tab.
  await page.goto(`/invoices/${invoice._id}/payments`);
  await page.getByRole('button', { name: 'Zahlung erfassen' }).click();
  const payment = page.getByRole('dialog');
  await expect(payment.getByLabel('Betrag')).toHaveValue("1'329.60");
  await payment.getByLabel('Betrag').fill('500');
  await payment.getByRole('button', { name: 'Zahlung erfassen' }).click();
  await expect(page.getByText('Bezahlt CHF 500.00 · offen CHF 829.60')).toBeVisible();

  // It sends the invoice with the built-in text, from the sent-emails tab.
  await page.getByRole('tab', { name: 'Gesendete E-Mails' }).click();
  await page.getByRole('button', { name: 'Rechnung senden' }).click();
  const send = page.getByRole('dialog', { name: 'Rechnung per E-Mail senden' });
  await expect(send.getByLabel('Empfänger')).toHaveValue(email);
  await send.getByRole('button', { name: 'Rechnung senden' }).click();
  await expect(page.getByText('Die Rechnung wird versendet.')).toBeVisible();

  // The customer's e-mail, as the built-in mailbox shows it, asks for what the PDF and QR code ask for.
  const message = await latestMailTo(page, email);
  await page.goto(`/dev-mailbox/${message._id}`);
  const text = page.locator('pre');
  await expect(text).toContainText(`Rechnung Nr. ${invoice.number} über CHF 1'329.60.`);
  await expect(text).toContainText('Bereits bezahlt: CHF 500.00.');
  await expect(text).toContainText('den offenen Betrag von CHF 829.60 bis am 31.12.2099 zu überweisen.');
});
