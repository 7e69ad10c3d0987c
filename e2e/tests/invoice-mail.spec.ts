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
