import { expect, type Page, test } from '@playwright/test';
import { OWNER, openSignedIn } from '../support/app.ts';
import { unique } from '../support/unique.ts';

/** The question labels in the table, top to bottom, of those this test made. */
async function order(page: Page, mine: string[]): Promise<string[]> {
  const rows = await page.getByRole('table', { name: 'Auftragsfragen' }).getByRole('row').allInnerTexts();
  return rows.flatMap((row) => mine.filter((label) => row.includes(label)));
}

test('contract questions: create two (with a choice and typed defaults), reorder, delete', async ({
  page,
}) => {
  const lift = unique('Lift vorhanden');
  const floor = unique('Stockwerk');
  await openSignedIn(page, OWNER);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Auftragsfragen' })
    .click();

  await page.getByRole('button', { name: 'Neue Frage' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Frage erfassen' });
  await dialog.getByRole('textbox', { name: 'Frage (Deutsch)' }).fill(lift);
  await dialog.getByRole('textbox', { name: 'Frage (Englisch)' }).fill('Lift available');
  await dialog.getByRole('combobox', { name: 'Antworttyp' }).selectOption({ label: 'Ja/Nein' });
  await dialog.getByRole('combobox', { name: 'Standardwert' }).selectOption({ label: 'Ja' });
  await dialog.getByRole('checkbox', { name: 'Pflichtfrage' }).check();
  await dialog.getByRole('button', { name: 'Frage erfassen' }).click();
  await expect(page.getByText('Die Frage wurde erfasst.')).toBeVisible();

  await page.getByRole('button', { name: 'Neue Frage' }).click();
  dialog = page.getByRole('dialog', { name: 'Frage erfassen' });
  await dialog.getByRole('textbox', { name: 'Frage (Deutsch)' }).fill(floor);
  await dialog.getByRole('combobox', { name: 'Antworttyp' }).selectOption({ label: 'Auswahl' });
  // A choice needs its options; one empty row is there to start with.
  await dialog.getByRole('textbox', { name: 'Option 1 (Deutsch)' }).fill('Erdgeschoss');
  await dialog.getByRole('button', { name: 'Option hinzufügen' }).click();
  await dialog.getByRole('textbox', { name: 'Option 2 (Deutsch)' }).fill('1. Stock');
  await dialog.getByRole('textbox', { name: 'Option 2 (Englisch)' }).fill('1st floor');
  await dialog.getByRole('combobox', { name: 'Standardwert' }).selectOption({ label: '1. Stock' });
  await dialog.getByRole('button', { name: 'Frage erfassen' }).click();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'Auftragsfragen' });
  await expect(table.getByRole('row', { name: new RegExp(floor) })).toContainText('Erdgeschoss · 1. Stock');
  await expect(table.getByRole('row', { name: new RegExp(lift) })).toContainText('Ja/Nein');
  expect(await order(page, [lift, floor])).toEqual([lift, floor]);

  // Up moves the second above the first; the order is the server's after a reload.
  await table.getByRole('button', { name: `Nach oben: ${floor}` }).click();
  await expect(page.getByText('Die Reihenfolge wurde gespeichert.')).toBeVisible();
  expect(await order(page, [lift, floor])).toEqual([floor, lift]);
  await page.reload();
  await expect(table.getByRole('row', { name: new RegExp(lift) })).toBeVisible();
  expect(await order(page, [lift, floor])).toEqual([floor, lift]);

  for (const label of [lift, floor]) {
    await table.getByRole('button', { name: `Löschen: ${label}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Frage löschen?' });
    await expect(confirm).toContainText(label);
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(confirm).toBeHidden();
    await expect(table.getByText(label)).toHaveCount(0);
  }
});
