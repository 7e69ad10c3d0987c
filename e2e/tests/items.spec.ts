import { expect, test } from '@playwright/test';
import { OWNER, openSignedIn, pathOf } from '../support/app.ts';
import { searchList } from '../support/lists.ts';
import { unique } from '../support/unique.ts';

test("items: the price is typed and shown the Swiss way (1'234.50); create, search, edit, delete", async ({
  page,
}) => {
  const name = unique('Umzugskarton');
  await openSignedIn(page, OWNER);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Artikel' })
    .click();
  await page.getByRole('link', { name: 'Neuer Artikel' }).first().click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  const price = page.getByRole('textbox', { name: 'Preis' });
  await price.fill('12 Franken');
  await page.getByRole('textbox', { name: 'Einheit' }).fill('Stk.');
  await page.getByRole('button', { name: 'Artikel erfassen' }).click();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText(
      "Das ist kein Betrag: schreiben Sie ihn wie 1'234.50 oder 1234,50, mit höchstens zwei Dezimalstellen.",
    ),
  ).toBeVisible();
  // Three decimals could be thousands: refused with the reason, never read as 4'505.00.
  await price.fill('4.505');
  await price.blur();
  await expect(price).toHaveValue('4.505');
  await expect(page.getByText(/^Mehrdeutiger Betrag/)).toBeVisible();

  await price.fill('1234.5');
  await price.blur();
  await expect(price).toHaveValue("1'234.50");
  await page.getByRole('button', { name: 'Artikel erfassen' }).click();
  await expect(page.getByText('Der Artikel wurde erfasst.')).toBeVisible();
  await expect(page.getByText("CHF 1'234.50").first()).toBeVisible();
  // English shows the same amount with English grouping.
  const id = pathOf(page).split('/').pop();
  await page.goto(`/en/items/${id}`);
  await expect(page.getByText('CHF 1,234.50').first()).toBeVisible();
  await page.goto('/items');

  await searchList(page, name);
  const row = page.getByRole('table', { name: 'Artikel' }).getByRole('row', { name });
  await expect(row).toContainText("1'234.50");
  await row.getByRole('link', { name }).click();

  await page.getByRole('link', { name: 'Bearbeiten' }).click();
  await expect(price).toHaveValue("1'234.50");
  await price.fill('2,5');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Änderungen wurden gespeichert.')).toBeVisible();
  await expect(page.getByText('CHF 2.50').first()).toBeVisible();

  await page.getByRole('button', { name: 'Löschen' }).click();
  await page
    .getByRole('dialog', { name: 'Artikel löschen?' })
    .getByRole('button', { name: 'Löschen' })
    .click();
  await expect(page.getByText('Der Artikel wurde gelöscht.')).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe('/items');
});
