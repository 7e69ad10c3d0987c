import { expect, test } from '@playwright/test';
import { ADMIN_URL } from '../playwright.config.ts';
import { ADMIN, OWNER, pathOf, signIn, submitSignIn } from '../support/app.ts';
import { camt054 } from '../support/camt.ts';
import { latestMailTo } from '../support/mailbox.ts';

// Issue 16: the platform bills a month; the company's owner sees the invoice and how to pay it; the
// admin imports the platform account's camt.054 with that payment and both sides see it paid.
test('the admin bills a period, the owner sees the invoice and its pay page, the bank statement pays it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const period = '2030-01';

  // The admin bills the month.
  await page.goto(`${ADMIN_URL}/login.php`);
  await submitSignIn(page, ADMIN);
  await expect.poll(() => pathOf(page)).toBe('/admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Maxer-Rechnungen' }).click();
  await expect.poll(() => pathOf(page)).toBe('/admin/maxer-invoices');
  await page.getByRole('button', { name: 'Periode verrechnen' }).click();
  const run = page.getByRole('dialog', { name: 'Periode verrechnen' });
  await run.getByLabel('Monat').fill(period);
  await run.getByRole('button', { name: 'Verrechnen' }).click();
  await expect(run.getByRole('status')).toContainText(/[1-9]\d* erstellt/);
  await run.getByRole('button', { name: 'Schliessen' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Muster Umzüge AG' }).filter({ hasText: period });
  await expect(row).toContainText('Offen');

  // The demo company's owner sees the invoice and what is needed to pay it.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, OWNER);
  await owner
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Maxer-Rechnungen' })
    .click();
  const ownRow = owner.getByRole('row').filter({ hasText: period });
  await expect(ownRow).toContainText('Offen');
  await expect(ownRow).toContainText('CHF 107.02');
  await ownRow.getByRole('link', { name: /anzeigen/ }).click();
  await expect(owner.getByRole('heading', { name: /^Maxer-Rechnung \d+$/ })).toBeVisible();
  const pdf = await owner.request.get(
    (await owner.getByRole('link', { name: 'PDF öffnen' }).getAttribute('href'))!,
  );
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await owner.getByRole('link', { name: 'Bezahlen' }).click();
  await expect.poll(() => pathOf(owner)).toBe('/maxer-invoices/pay');
  await expect(owner.getByText('Total offen: CHF 107.02')).toBeVisible();
  await expect(owner.getByTestId('pay-IBAN')).toHaveText('CH44 3199 9123 0008 8901 2');
  await expect(owner.getByRole('button', { name: 'Referenz kopieren' })).toBeVisible();
  await expect(owner.getByRole('link', { name: 'QR-Rechnung (PDF)' })).toBeVisible();
  // The invoice also came by e-mail (the worker's job), with the way to the pay page.
  const mail = await latestMailTo(owner, OWNER);
  expect(mail.text).toContain('CHF 107.02');
  expect(mail.text).toContain('/maxer-invoices/pay');

  // The owner pays by the QR-bill; the admin imports the platform account's camt.054 with that payment.
  const reference = (await owner.getByTestId('pay-Referenz').textContent())!.replaceAll(' ', '');
  const bankReference = `E2E${Date.now()}`;
  await page.getByRole('button', { name: 'Kontoauszug importieren' }).click();
  const upload = page.getByRole('dialog', { name: 'Kontoauszug importieren' });
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'camt054.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(camt054([{ amount: '107.02', reference, bankReference }])),
  });
  await upload.getByRole('button', { name: 'Importieren' }).click();
  const recorded = upload.getByRole('table', { name: '1 Zahlung erfasst' });
  await expect(recorded).toContainText('Muster Umzüge AG');
  await expect(recorded).toContainText('CHF 107.02');
  await upload.getByRole('button', { name: 'Schliessen' }).click();
  await expect(row).toContainText('Bezahlt');
  await row.getByRole('link', { name: /öffnen/ }).click();
  await expect(
    page.getByText('Diese Rechnung ist nicht mehr offen und kann nicht geändert werden.'),
  ).toBeVisible();

  // The owner, coming back later, sees it paid; nothing is left to pay.
  await owner.goto('/maxer-invoices');
  await expect(owner.getByRole('row').filter({ hasText: period })).toContainText('Bezahlt');
  await owner.getByRole('link', { name: 'Bezahlen' }).click();
  await expect(owner.getByText('Keine offenen Rechnungen. Vielen Dank!')).toBeVisible();
  await ownerContext.close();
});
