import { expect, test } from '@playwright/test';
import { ADMIN_URL } from '../playwright.config.ts';
import { ADMIN, pathOf, submitSignIn } from '../support/app.ts';
import { searchList } from '../support/lists.ts';
import { latestMailTo, setPasswordPath } from '../support/mailbox.ts';
import { unique } from '../support/unique.ts';

// Issue 14: one person onboards a company, helps it, and switches it off, all from the admin area.
test('a platform admin onboards a company, acts for it, and switches it off; its owner is signed out', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const packageName = unique('Paket');
  const companyName = unique('Onboarding Umzüge');
  const ownerEmail = `${companyName.replace(/\W+/g, '.').toLowerCase()}@example.com`;
  const customerName = unique('Beispiel');

  await page.goto(`${ADMIN_URL}/login.php`);
  await submitSignIn(page, ADMIN);
  await expect.poll(() => pathOf(page)).toBe('/admin');
  const nav = page.getByRole('navigation');

  // A package.
  await nav.getByRole('link', { name: 'Pakete' }).click();
  await page.getByRole('link', { name: 'Neues Paket' }).click();
  await expect.poll(() => pathOf(page)).toBe('/admin/packages/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(packageName);
  await page.getByRole('textbox', { name: 'Preis pro Monat' }).fill('129.00');
  await page.getByRole('button', { name: 'Paket erstellen' }).click();
  await expect(page.getByText('Paket erstellt')).toBeVisible();
  await expect(page.getByRole('table')).toContainText(packageName);

  // A company with its first owner.
  await nav.getByRole('link', { name: 'Firmen' }).click();
  await page.getByRole('link', { name: 'Neue Firma' }).click();
  await expect.poll(() => pathOf(page)).toBe('/admin/company/new');
  await page.getByRole('button', { name: 'Firma eröffnen' }).click();
  await expect(page.getByRole('textbox', { name: 'Firmenname' })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'Firmenname' }).fill(companyName);
  await page.getByRole('combobox', { name: 'Paket' }).selectOption({ label: packageName });
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Olga');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Onboarding');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill(ownerEmail);
  await page.getByRole('button', { name: 'Firma eröffnen' }).click();
  await expect(page.getByText(`Die Einladung an ${ownerEmail} ist unterwegs`)).toBeVisible();
  await expect.poll(() => pathOf(page)).toMatch(/^\/admin\/company/);

  // The owner's invitation arrives; the owner sets a password and signs in.
  const invitation = await latestMailTo(page, ownerEmail, ADMIN_URL);
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await owner.goto(setPasswordPath(invitation.text));
  await owner.getByLabel('Neues Passwort', { exact: true }).fill('onboarding-passwort');
  await owner.getByLabel('Passwort wiederholen', { exact: true }).fill('onboarding-passwort');
  await owner.getByRole('button', { name: 'Passwort festlegen' }).click();
  await owner.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await submitSignIn(owner, ownerEmail, 'onboarding-passwort');
  await expect(owner.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();

  // The admin acts for the company and creates a customer there.
  await searchList(page, companyName);
  await page.getByRole('link', { name: `Handeln für ${companyName}` }).click();
  await expect.poll(() => pathOf(page)).toMatch(/^\/admin\/company\/[0-9a-f-]{36}\/customers$/);
  await expect(page.getByRole('region', { name: 'Handeln für eine Firma' })).toContainText(companyName);
  await page.getByRole('link', { name: 'Neuer Kunde' }).first().click();
  await page.getByRole('textbox', { name: 'Nachname', exact: true }).fill(customerName);
  await page.getByRole('button', { name: 'Kunde erfassen' }).click();
  await expect
    .poll(() => pathOf(page))
    .toMatch(/^\/admin\/company\/[0-9a-f-]{36}\/customers\/[0-9a-f-]{36}$/);

  // The owner sees it in the company's own list.
  await owner.goto('/customers');
  await searchList(owner, customerName);
  await expect(owner.getByRole('table', { name: 'Kunden' })).toContainText(customerName);

  // The activities name the admin, on the company's behalf.
  await page.getByRole('link', { name: 'Zurück zu den Firmen' }).click();
  await expect.poll(() => pathOf(page)).toBe('/admin/company');
  await nav.getByRole('link', { name: 'Aktivitäten' }).click();
  const activities = page.getByRole('table', { name: 'Aktivitäten' });
  const created = activities.getByRole('row').filter({ hasText: 'Erstellt · Kunde' }).first();
  await expect(created).toContainText('Plattform Admin');
  await expect(created).toContainText('im Auftrag');
  await expect(created).toContainText(companyName);

  // The admin switches the company off: the owner's open page ends with the inactive message.
  await nav.getByRole('link', { name: 'Firmen' }).click();
  await searchList(page, companyName);
  await page.getByRole('button', { name: `${companyName} deaktivieren` }).click();
  const confirm = page.getByRole('dialog', { name: 'Firma deaktivieren?' });
  await confirm.getByRole('button', { name: 'Deaktivieren' }).click();
  await expect(page.getByText(`${companyName} ist deaktiviert.`)).toBeVisible();

  await expect(owner).toHaveURL(/\/login\.php/, { timeout: 20_000 });
  await expect(owner.getByText('Dieses Firmenkonto ist nicht aktiv')).toBeVisible();
  await ownerContext.close();
});
