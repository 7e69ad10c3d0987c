import { expect, test } from '@playwright/test';
import { OWNER, openSignedIn, pathOf } from '../support/app.ts';
import { searchList } from '../support/lists.ts';
import { unique } from '../support/unique.ts';

test('vehicles: create, find through search and filter, edit, delete', async ({ page }) => {
  const name = unique('Lieferwagen');
  await openSignedIn(page, OWNER);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Fahrzeuge' })
    .click();
  await page.getByRole('link', { name: 'Neues Fahrzeug' }).first().click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Kennzeichen' }).fill('zh 123456');
  await page.getByRole('textbox', { name: 'Hersteller' }).fill('Mercedes-Benz');
  await page.getByRole('textbox', { name: 'Modell' }).fill('Sprinter');
  await page.getByRole('checkbox', { name: 'Ausleihbar' }).check();
  await page.getByRole('button', { name: 'Fahrzeug erfassen' }).click();

  await expect(page.getByText('Das Fahrzeug wurde erfasst.')).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  // The plate is stored in capitals, as Swiss plates are written.
  await expect(page.getByText('ZH 123456').first()).toBeVisible();

  await page.getByRole('link', { name: '← Fahrzeuge' }).click();
  await searchList(page, name);
  const table = page.getByRole('table', { name: 'Fahrzeuge' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const borrowable = page.getByRole('radiogroup', { name: 'Ausleihbar' });
  await borrowable.getByText('Nein', { exact: true }).click();
  await expect(page.getByText('Keine Treffer')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('borrowable')).toBe('false');
  await borrowable.getByText('Ja', { exact: true }).click();
  expect(new URL(page.url()).searchParams.get('borrowable')).toBe('true');
  await table.getByRole('link', { name }).click();

  await page.getByRole('link', { name: 'Bearbeiten' }).click();
  await page.getByRole('textbox', { name: 'Modell' }).fill('eSprinter');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Änderungen wurden gespeichert.')).toBeVisible();
  await expect(page.getByText('eSprinter')).toBeVisible();

  await page.getByRole('button', { name: 'Löschen' }).click();
  await page
    .getByRole('dialog', { name: 'Fahrzeug löschen?' })
    .getByRole('button', { name: 'Löschen' })
    .click();
  await expect(page.getByText('Das Fahrzeug wurde gelöscht.')).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe('/vehicles');
});
