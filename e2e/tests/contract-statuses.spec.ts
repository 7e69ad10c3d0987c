import { expect, test } from '@playwright/test';
import { OWNER, openSignedIn } from '../support/app.ts';
import { searchList } from '../support/lists.ts';
import { unique } from '../support/unique.ts';

test('custom statuses: create, find through search, edit the colour, delete', async ({ page }) => {
  const name = unique('Besichtigung geplant');
  await openSignedIn(page, OWNER);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Status' })
    .click();
  await expect(page.getByRole('heading', { name: 'Eigene Status', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Neuer Status' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Status erfassen' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Status erfassen' }).click();
  await expect(page.getByText('Der Status wurde erfasst.')).toBeVisible();

  await searchList(page, name);
  const table = page.getByRole('table', { name: 'Eigene Status' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('#1f7c92');

  await row.getByRole('button', { name: `Bearbeiten: ${name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Status bearbeiten' });
  const color = dialog.getByRole('textbox', { name: 'Farbe' });
  await expect(color).toHaveValue('#1f7c92');
  await color.fill('#E03131');
  await dialog.getByRole('textbox', { name: 'Name' }).click();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Änderungen wurden gespeichert.')).toBeVisible();
  await expect(row).toContainText('#e03131');
  // The badge itself carries the colour.
  await expect(row.getByText(name).locator('..')).toHaveCSS('background-color', 'rgb(224, 49, 49)');

  await row.getByRole('button', { name: `Löschen: ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Status löschen?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Der Status wurde gelöscht.')).toBeVisible();
  await expect(page.getByText('Keine Treffer')).toBeVisible();
});
