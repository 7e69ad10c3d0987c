import { expect, type Page, test } from '@playwright/test';
import { OWNER, openSignedIn, pathOf } from '../support/app.ts';
import { unique } from '../support/unique.ts';

/** The titles in the list, top to bottom, of those this test made. */
async function order(page: Page, mine: string[]): Promise<string[]> {
  const rows = await page.getByRole('table', { name: 'PDF-Bausteine' }).getByRole('row').allInnerTexts();
  return rows.flatMap((row) => mine.filter((title) => row.includes(title)));
}

/** The stored content of a component, as the server keeps it. */
async function storedContent(page: Page, title: string): Promise<string> {
  const response = await page.request.get('/api/pdf-extra-info?pageSize=100&sort=position');
  const list = (await response.json()) as { items: { title: string; content: string }[] };
  return list.items.find((item) => item.title === title)?.content ?? '';
}

test('PDF components: two with formatted text, reordered by keyboard, edited, deleted', async ({ page }) => {
  // Many screens and the editor's chunk on a shared, busy machine.
  test.slow();
  const payment = unique('Zahlung');
  const insurance = unique('Versicherung');
  await openSignedIn(page, OWNER);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'PDF-Bausteine' })
    .click();
  await expect(page.getByRole('heading', { name: 'PDF-Bausteine', level: 1 })).toBeVisible();

  // The first: bold by keyboard shortcut, then a bulleted list from the toolbar.
  await page.getByRole('link', { name: 'Neuer Baustein' }).first().click();
  await expect.poll(() => pathOf(page)).toBe('/pdf-extra-info/new');
  let form = page.getByRole('form', { name: 'Baustein erfassen' });
  await form.getByRole('textbox', { name: 'Titel' }).fill(payment);
  const content = form.getByRole('textbox', { name: 'Inhalt' });
  await content.click();
  await page.keyboard.type('Zahlbar innert ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('30 Tagen');
  await page.keyboard.press('Control+b');
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Aufzählung' }).click();
  await page.keyboard.type('Anzahlung 50 %');
  await form.getByRole('button', { name: 'Baustein erfassen' }).click();
  await expect(page.getByText('Der PDF-Baustein wurde erfasst.')).toBeVisible();
  await expect(page.getByRole('heading', { name: payment, level: 1 })).toBeVisible();
  await expect(page.locator('strong', { hasText: '30 Tagen' })).toBeVisible();
  await expect(page.getByText('Anzahlung 50 %')).toBeVisible();
  expect(await storedContent(page, payment)).toBe(
    '<p>Zahlbar innert <strong>30 Tagen</strong></p><ul><li>Anzahlung 50 %</li></ul>',
  );

  // The second: italic from the toolbar.
  await page.getByRole('link', { name: '← PDF-Bausteine' }).click();
  await page.getByRole('link', { name: 'Neuer Baustein' }).first().click();
  form = page.getByRole('form', { name: 'Baustein erfassen' });
  await form.getByRole('textbox', { name: 'Titel' }).fill(insurance);
  await form.getByRole('textbox', { name: 'Inhalt' }).click();
  await form.getByRole('button', { name: 'Kursiv' }).click();
  await page.keyboard.type('Haftpflicht bis CHF 100’000');
  await form.getByRole('button', { name: 'Baustein erfassen' }).click();
  await expect(page.getByRole('heading', { name: insurance, level: 1 })).toBeVisible();
  await expect(page.locator('em', { hasText: 'Haftpflicht bis CHF 100’000' })).toBeVisible();

  // Up by keyboard moves the second above the first; the order is the server's after a reload.
  await page.getByRole('link', { name: '← PDF-Bausteine' }).click();
  const table = page.getByRole('table', { name: 'PDF-Bausteine' });
  await expect(table.getByRole('link', { name: insurance })).toBeVisible();
  expect(await order(page, [payment, insurance])).toEqual([payment, insurance]);
  await table.getByRole('button', { name: `Nach oben: ${insurance}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Die Reihenfolge wurde gespeichert.')).toBeVisible();
  await expect.poll(() => order(page, [payment, insurance])).toEqual([insurance, payment]);
  await page.reload();
  await expect(table.getByRole('link', { name: payment })).toBeVisible();
  expect(await order(page, [payment, insurance])).toEqual([insurance, payment]);

  // Edit the first: new title, and underlined text added at the end.
  const renamed = `${payment} netto`;
  await table.getByRole('link', { name: payment }).click();
  await page.getByRole('link', { name: 'Bearbeiten' }).click();
  await expect.poll(() => pathOf(page)).toMatch(/^\/pdf-extra-info\/edit\//);
  form = page.getByRole('form', { name: 'Speichern' });
  await form.getByRole('textbox', { name: 'Titel' }).fill(renamed);
  const editor = form.getByRole('textbox', { name: 'Inhalt' });
  await expect(editor.locator('strong')).toHaveText('30 Tagen');
  await editor.click();
  // Below the list the editor keeps an empty line to write on.
  await page.keyboard.press('Control+End');
  await form.getByRole('button', { name: 'Unterstrichen' }).click();
  await page.keyboard.type('Skonto 2 %');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Änderungen wurden gespeichert.')).toBeVisible();
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
  await expect(page.locator('u', { hasText: 'Skonto 2 %' })).toBeVisible();
  expect(await storedContent(page, renamed)).toBe(
    '<p>Zahlbar innert <strong>30 Tagen</strong></p><ul><li>Anzahlung 50 %</li></ul><p><u>Skonto 2 %</u></p>',
  );

  // Delete the second from the list, after confirming.
  await page.getByRole('link', { name: '← PDF-Bausteine' }).click();
  await table.getByRole('button', { name: `Löschen: ${insurance}` }).click();
  const confirm = page.getByRole('dialog', { name: 'PDF-Baustein löschen?' });
  await expect(confirm).toContainText(insurance);
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Der PDF-Baustein wurde gelöscht.')).toBeVisible();
  await expect(table.getByText(insurance)).toHaveCount(0);
  expect(await order(page, [renamed, insurance])).toEqual([renamed]);
});

test('company header: formatted with the editor, a placeholder from the menu, saved and shown after a reload', async ({
  page,
}) => {
  test.slow();
  await openSignedIn(page, OWNER, '/my-company/edit');
  const header = page.getByRole('textbox', { name: 'Kopfzeile' });
  await header.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Offerte für ');
  await page.keyboard.press('Control+b');
  // The placeholder menu by keyboard: open, down to "name", Enter.
  await page.getByRole('button', { name: 'Platzhalter einfügen' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: /Name des Kunden/ })).toBeVisible();
  await page.getByRole('menuitem', { name: /Name des Kunden/ }).click();
  await expect(header).toContainText('Offerte für {{name}}');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Firmendaten wurden gespeichert.')).toBeVisible();

  await expect.poll(() => pathOf(page)).toBe('/my-company');
  await page.reload();
  await expect(page.locator('strong', { hasText: 'Offerte für' })).toBeVisible();
  await expect(page.getByText('{{name}}')).toBeVisible();
  const company = (await (await page.request.get('/api/company')).json()) as { header: string };
  expect(company.header).toBe('<p><strong>Offerte für </strong>{{name}}</p>');

  // The editor shows it again as saved.
  await page.goto('/my-company/edit');
  await expect(page.getByRole('textbox', { name: 'Kopfzeile' }).locator('strong')).toHaveText('Offerte für');
});

test('PDF components in English: the form and the editor toolbar', async ({ page }) => {
  test.slow();
  await openSignedIn(page, OWNER, '/en/pdf-extra-info');
  await expect(page.getByRole('heading', { name: 'PDF components', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New component' }).first().click();
  await expect.poll(() => pathOf(page)).toBe('/en/pdf-extra-info/new');
  const form = page.getByRole('form', { name: 'Create component' });
  await expect(form.getByRole('textbox', { name: 'Content' })).toBeVisible();
  const toolbar = form.getByRole('toolbar', { name: 'Formatting: Content' });
  for (const name of ['Bold', 'Italic', 'Underline', 'Bulleted list', 'Numbered list', 'Insert link'])
    await expect(toolbar.getByRole('button', { name })).toBeVisible();
  await form.getByRole('button', { name: 'Create component' }).click();
  await expect(form.getByText('This field is required.')).toBeVisible();
});
