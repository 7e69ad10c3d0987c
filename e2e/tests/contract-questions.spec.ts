import { expect, type Page, test } from '@playwright/test';
import { apiDelete, apiPost } from '../support/api.ts';
import { OWNER, openSignedIn, pathOf } from '../support/app.ts';
import { unique } from '../support/unique.ts';

/** The question labels in the table, top to bottom, of those this test made. */
async function order(page: Page, mine: string[]): Promise<string[]> {
  const rows = await page.getByRole('table', { name: 'Auftragsfragen' }).getByRole('row').allInnerTexts();
  return rows.flatMap((row) => mine.filter((label) => row.includes(label)));
}

/**
 * Every spec shares the demo company: a required question left behind would make every job created
 * later without its answer invalid. Remove the required ones these tests made.
 */
test.afterEach(async ({ page }) => {
  const response = await page.request.get('/api/contract-questions?pageSize=100');
  if (!response.ok()) return;
  const { items } = (await response.json()) as {
    items: { _id: string; required: boolean; labels: { de?: string } }[];
  };
  for (const question of items.filter(
    (q) => q.required && /^(Lift vorhanden|Anzahl Zimmer)/.test(q.labels.de ?? ''),
  ))
    await apiDelete(page, `/api/contract-questions/${question._id}`);
});

test('contract questions: create two through /new (a choice, typed defaults); the detail shows every field; the list shows them', async ({
  page,
}) => {
  const lift = unique('Lift vorhanden');
  const floor = unique('Stockwerk');
  await openSignedIn(page, OWNER);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Auftragsfragen' })
    .click();

  await page.getByRole('link', { name: 'Neue Frage' }).first().click();
  await expect.poll(() => pathOf(page)).toBe('/my-company/contract-questions/new');
  let form = page.getByRole('form', { name: 'Frage erfassen' });
  await form.getByRole('textbox', { name: 'Frage (Deutsch)' }).fill(lift);
  await form.getByRole('textbox', { name: 'Frage (Englisch)' }).fill('Lift available');
  await form.getByRole('combobox', { name: 'Antworttyp' }).selectOption({ label: 'Ja/Nein' });
  await form.getByRole('combobox', { name: 'Standardwert' }).selectOption({ label: 'Ja' });
  await form.getByRole('checkbox', { name: 'Pflichtfrage' }).check();
  await form.getByRole('button', { name: 'Frage erfassen' }).click();
  await expect(page.getByText('Die Frage wurde erfasst.')).toBeVisible();
  await expect(page.getByRole('heading', { name: lift, level: 1 })).toBeVisible();
  await expect(page.getByText('Lift available')).toBeVisible();

  await page.getByRole('link', { name: '← Auftragsfragen' }).click();
  await page.getByRole('link', { name: 'Neue Frage' }).click();
  form = page.getByRole('form', { name: 'Frage erfassen' });
  await form.getByRole('textbox', { name: 'Frage (Deutsch)' }).fill(floor);
  await form.getByRole('combobox', { name: 'Antworttyp' }).selectOption({ label: 'Auswahl' });
  // A choice needs its options; one empty row is there to start with.
  await form.getByRole('textbox', { name: 'Option 1 (Deutsch)' }).fill('Erdgeschoss');
  await form.getByRole('button', { name: 'Option hinzufügen' }).click();
  await form.getByRole('textbox', { name: 'Option 2 (Deutsch)' }).fill('1. Stock');
  await form.getByRole('textbox', { name: 'Option 2 (Englisch)' }).fill('1st floor');
  await form.getByRole('combobox', { name: 'Standardwert' }).selectOption({ label: '1. Stock' });
  await form.getByRole('button', { name: 'Frage erfassen' }).click();
  // The detail shows every field: the options with their labels per language, the default, required.
  await expect(page.getByRole('heading', { name: floor, level: 1 })).toBeVisible();
  const options = page.getByRole('table', { name: 'Auswahlmöglichkeiten' });
  await expect(options.getByRole('row', { name: /1\. Stock/ })).toContainText('1st floor');
  await expect(options.getByRole('row', { name: /Erdgeschoss/ })).toBeVisible();

  await page.getByRole('link', { name: '← Auftragsfragen' }).click();
  const table = page.getByRole('table', { name: 'Auftragsfragen' });
  await expect(table.getByRole('row', { name: new RegExp(floor) })).toContainText('Erdgeschoss · 1. Stock');
  await expect(table.getByRole('row', { name: new RegExp(lift) })).toContainText('Ja/Nein');
  expect(await order(page, [lift, floor])).toEqual([lift, floor]);
});

test('contract questions: reorder on the list, open one from its row and delete it there; delete from the list', async ({
  page,
}) => {
  const lift = unique('Lift vorhanden');
  const floor = unique('Stockwerk');
  await openSignedIn(page, OWNER);
  for (const label of [lift, floor]) {
    await apiPost(page, '/api/contract-questions', {
      labels: { de: label },
      type: 'CHECK',
      defaultValue: 'true',
    });
  }
  await page.goto('/my-company/contract-questions');
  const table = page.getByRole('table', { name: 'Auftragsfragen' });
  await expect(table.getByRole('row', { name: new RegExp(floor) })).toBeVisible();
  expect(await order(page, [lift, floor])).toEqual([lift, floor]);

  // Up moves the second above the first; the order is the server's after a reload.
  await table.getByRole('button', { name: `Nach oben: ${floor}` }).click();
  await expect(page.getByText('Die Reihenfolge wurde gespeichert.')).toBeVisible();
  expect(await order(page, [lift, floor])).toEqual([floor, lift]);
  await page.reload();
  await expect(table.getByRole('row', { name: new RegExp(lift) })).toBeVisible();
  expect(await order(page, [lift, floor])).toEqual([floor, lift]);

  // Delete from the detail, reached through the list.
  await table.getByRole('link', { name: lift }).click();
  await expect(page.getByRole('heading', { name: lift, level: 1 })).toBeVisible();
  await expect(page.getByText('Ja', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Löschen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Frage löschen?' });
  await expect(confirm).toContainText(lift);
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Die Frage wurde gelöscht.')).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe('/my-company/contract-questions');
  await expect(table.getByText(lift)).toHaveCount(0);

  // Deleting from the list still asks first.
  await table.getByRole('button', { name: `Löschen: ${floor}` }).click();
  const confirmInList = page.getByRole('dialog', { name: 'Frage löschen?' });
  await confirmInList.getByRole('button', { name: 'Löschen' }).click();
  await expect(confirmInList).toBeHidden();
  await expect(table.getByText(floor)).toHaveCount(0);
});

test('the edit address of a question shows its detail and why it cannot be edited; unknown and impossible ids', async ({
  page,
}) => {
  const label = unique('Anzahl Zimmer');
  await openSignedIn(page, OWNER);
  const question = await apiPost<{ _id: string }>(page, '/api/contract-questions', {
    labels: { de: label, it: `Numero di stanze ${label}` },
    type: 'NUMBER',
    defaultValue: '3',
    required: true,
  });
  await page.goto(`/my-company/contract-questions/edit/${question._id}`);
  await expect(page.getByText('Fragen lassen sich nicht bearbeiten')).toBeVisible();
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
  await expect(page.getByText(`Numero di stanze ${label}`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Frage/ })).toHaveCount(0);

  await page.goto('/my-company/contract-questions/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Diesen Eintrag gibt es nicht (mehr).')).toBeVisible();
  await page.goto('/my-company/contract-questions/edit/1');
  await expect(page.getByText('Seite nicht gefunden: /my-company/contract-questions/edit/1')).toBeVisible();
});
