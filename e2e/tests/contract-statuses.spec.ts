import { expect, test } from '@playwright/test';
import { apiPost } from '../support/api.ts';
import { OWNER, openSignedIn, pathOf } from '../support/app.ts';
import { searchList } from '../support/lists.ts';
import { unique } from '../support/unique.ts';

test('custom statuses: create through /new, find through search, the detail, edit the colour via /edit', async ({
  page,
}) => {
  const name = unique('Besichtigung geplant');
  await openSignedIn(page, OWNER);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Status' })
    .click();
  await expect(page.getByRole('heading', { name: 'Eigene Status', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Neuer Status' }).first().click();
  await expect.poll(() => pathOf(page)).toBe('/my-company/custom-contract-status/new');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Status erfassen' }).click();
  await expect(page.getByText('Der Status wurde erfasst.')).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('#1f7c92')).toBeVisible();
  const statusPath = pathOf(page);

  await page.getByRole('link', { name: '← Eigene Status' }).click();
  await searchList(page, name);
  const table = page.getByRole('table', { name: 'Eigene Status' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('#1f7c92');
  await row.getByRole('link', { name, exact: true }).click();
  await expect.poll(() => pathOf(page)).toBe(statusPath);

  await page.getByRole('link', { name: 'Bearbeiten' }).click();
  await expect
    .poll(() => pathOf(page))
    .toBe(statusPath.replace('/custom-contract-status/', '/custom-contract-status/edit/'));
  const color = page.getByRole('textbox', { name: 'Farbe' });
  await expect(color).toHaveValue('#1f7c92');
  await color.fill('#E03131');
  await page.getByRole('textbox', { name: 'Name' }).click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Änderungen wurden gespeichert.')).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe(statusPath);
  await expect(page.getByText('#e03131')).toBeVisible();
});

test("custom statuses: the list's edit button leads to the edit page; delete from the detail", async ({
  page,
}) => {
  const name = unique('Material geliefert');
  await openSignedIn(page, OWNER);
  const status = await apiPost<{ _id: string }>(page, '/api/contract-statuses', { name, color: '#e03131' });
  const statusPath = `/my-company/custom-contract-status/${status._id}`;
  await page.goto(`/my-company/custom-contract-status?q=${encodeURIComponent(name)}`);
  const row = page.getByRole('table', { name: 'Eigene Status' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('#e03131');
  // The badge itself carries the colour.
  await expect(row.getByText(name).locator('..')).toHaveCSS('background-color', 'rgb(224, 49, 49)');
  await row.getByRole('link', { name: `Bearbeiten: ${name}` }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await page.getByRole('link', { name: 'Abbrechen' }).click();
  await expect.poll(() => pathOf(page)).toBe(statusPath);

  await page.getByRole('button', { name: 'Löschen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Status löschen?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Der Status wurde gelöscht.')).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe('/my-company/custom-contract-status');
  await searchList(page, name);
  await expect(page.getByText('Keine Treffer')).toBeVisible();
});

test('a custom status that does not exist is "not found"; an impossible id is no page', async ({ page }) => {
  await openSignedIn(page, OWNER, '/my-company/custom-contract-status/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Diesen Eintrag gibt es nicht (mehr).')).toBeVisible();
  await page.goto('/my-company/custom-contract-status/edit/kein-id');
  await expect(
    page.getByText('Seite nicht gefunden: /my-company/custom-contract-status/edit/kein-id'),
  ).toBeVisible();
});
