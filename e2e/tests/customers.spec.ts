import { expect, type Page, test } from '@playwright/test';
import { apiPost } from '../support/api.ts';
import { OWNER, openSignedIn, pathOf } from '../support/app.ts';
import { searchList } from '../support/lists.ts';
import { unique } from '../support/unique.ts';

/**
 * The town field: a text field, or a list of suggestions once the company knows towns for the postcode
 * typed (issue 15, item 12), which depends on what earlier tests entered.
 */
const townField = (page: Page) =>
  page
    .getByRole('combobox', { name: 'Ort', exact: true })
    .or(page.getByRole('textbox', { name: 'Ort', exact: true }));

test('customers: create with field checks, find through search, edit with history, delete', async ({
  page,
}) => {
  const lastName = unique('Muster');
  await openSignedIn(page, OWNER);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Kunden' })
    .click();
  await expect(page.getByRole('heading', { name: 'Kunden', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Neuer Kunde' }).first().click();
  await expect(page.getByRole('heading', { name: 'Kunde erfassen' })).toBeVisible();

  // The browser checks with the API's schema: the field in error gets the message and the focus.
  const save = page.getByRole('button', { name: 'Kunde erfassen' });
  await save.click();
  const lastNameInput = page.getByRole('textbox', { name: 'Nachname', exact: true });
  await expect(lastNameInput).toHaveAttribute('aria-invalid', 'true');
  await expect(lastNameInput).toBeFocused();
  await expect(page.getByText('Dieses Feld ist erforderlich.')).toBeVisible();

  await page.getByRole('radio', { name: 'Frau' }).check();
  await page.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Anna');
  await lastNameInput.fill(lastName);
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('anna.muster(at)example');
  await page.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+41 44 555 66 77');
  await page.getByRole('textbox', { name: 'Strasse', exact: true }).fill('Bahnhofstrasse');
  await page.getByRole('textbox', { name: 'Hausnummer', exact: true }).fill('12');
  await page.getByRole('textbox', { name: 'PLZ', exact: true }).fill('8001');
  await townField(page).fill('Zürich');
  await page.getByRole('textbox', { name: 'Herkunft', exact: true }).fill('Website');
  await save.click();
  await expect(page.getByText('Die E-Mail-Adresse ist nicht gültig')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('anna.muster@example.com');
  await save.click();

  await expect(page.getByText('Der Kunde wurde erfasst.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Anna ${lastName}`, level: 1 })).toBeVisible();
  expect(pathOf(page)).toMatch(/^\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Schweiz')).toBeVisible();
  await expect(page.getByText('Olivia Muster hat den Kunden erfasst')).toBeVisible();

  // Found through the search box; the search is kept in the address bar.
  await page.getByRole('link', { name: '← Kunden' }).click();
  await searchList(page, lastName.split(' ')[1]!);
  const table = page.getByRole('table', { name: 'Kunden' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('8001 Zürich');
  await table.getByRole('link', { name: `Anna ${lastName}` }).click();

  // Edit; the history names who changed what.
  await page.getByRole('link', { name: 'Bearbeiten' }).click();
  await expect(page.getByRole('heading', { name: 'Kunde bearbeiten' })).toBeVisible();
  await expect(townField(page)).toHaveValue('Zürich');
  await townField(page).fill('Bern');
  await page.getByRole('textbox', { name: 'PLZ', exact: true }).fill('3011');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Änderungen wurden gespeichert.')).toBeVisible();
  await expect(page.getByText('3011 Bern')).toBeVisible();
  const change = page.getByRole('table', { name: 'Geänderte Felder' });
  await expect(change.getByRole('row', { name: 'Ort Zürich Bern' })).toBeVisible();
  await expect(change.getByRole('row', { name: 'PLZ 8001 3011' })).toBeVisible();
  await expect(page.getByText('Olivia Muster hat den Kunden geändert')).toBeVisible();
  for (const section of ['Aufträge', 'Offerten', 'Rechnungen']) {
    await expect(page.getByRole('region', { name: section })).toContainText('Noch keine');
  }

  // Delete, after a confirmation.
  await page.getByRole('button', { name: 'Löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kunde löschen?' });
  await expect(dialog).toContainText(`Anna ${lastName}`);
  await dialog.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Der Kunde wurde gelöscht.')).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/customers');
  await searchList(page, lastName);
  await expect(page.getByText('Keine Treffer')).toBeVisible();
});

test('the customer list keeps sort, filter and page in the address bar, in English too', async ({ page }) => {
  await openSignedIn(page, OWNER, '/en/');
  const companyName = unique('Umzugskunde AG');
  await apiPost(page, '/api/customers', { customerType: 'COMPANY', companyName, lastName: 'Keller' });
  await page.goto(`/en/customers?sort=-number&customerType=COMPANY&q=${encodeURIComponent(companyName)}`);
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  const number = page.getByRole('columnheader', { name: 'No.' });
  await expect(number).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('radio', { name: 'Company' })).toBeChecked();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(companyName);
  await expect(page.getByRole('link', { name: companyName })).toBeVisible();
  await page.getByRole('button', { name: 'Name' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('lastName');
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  expect(new URL(page.url()).searchParams.get('customerType')).toBe('COMPANY');
});
