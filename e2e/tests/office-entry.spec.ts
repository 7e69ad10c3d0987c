import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiPost } from '../support/api.ts';
import { OWNER, openSignedIn, pathOf } from '../support/app.ts';
import { unique } from '../support/unique.ts';

/** Issue 15: entering data. The catalogue in the editor (10), towns from postcodes (12), focus order (13). */

/** A folding section of the job editor, by its heading. */
const section = (page: Page, name: string): Locator => page.getByRole('region', { name });

/** The towns a town field offers. */
const towns = (page: Page): Locator => page.getByRole('listbox', { name: 'Ort' }).getByRole('option');

/** A Swiss postcode the demo company has no town for yet, so the test decides which towns it knows. */
async function unusedPostcode(page: Page): Promise<string> {
  for (;;) {
    const zip = String(1000 + Math.floor(Math.random() * 9000));
    const response = await page.request.get(`/api/places?zip=${zip}&country=CH`);
    expect(response.ok()).toBe(true);
    if (((await response.json()) as { towns: unknown[] }).towns.length === 0) return zip;
  }
}

test('an article is added to a job from the catalogue search, with its price, by keyboard', async ({
  page,
}) => {
  test.slow();
  const article = unique('Kartonbox');
  const lastName = unique('Katalogkunde');
  await openSignedIn(page, OWNER, '/');
  await apiPost(page, '/api/items', { name: article, priceCents: 1_250, unit: 'Stk.' });
  await page.goto('/contracts/new');
  await section(page, 'Kunde').getByText('Neuer Kunde').click();
  await section(page, 'Kunde')
    .getByLabel(/^Nachname/)
    .fill(lastName);

  const lines = section(page, 'Auftragspositionen');
  const search = lines.getByRole('textbox', { name: 'Aus dem Katalog hinzufügen' });
  await search.fill(article.slice(0, -2));
  // Searched on the server: the one article, with unit and price.
  const option = page.getByRole('option', { name: new RegExp(article) });
  await expect(option).toBeVisible();
  await expect(option).toContainText('pro Stk.');
  await expect(option).toContainText('CHF 12.50');
  // Arrows and Enter take it, and Enter saves nothing.
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(lines.getByLabel('Beschreibung')).toHaveValue(article);
  await expect(lines.getByLabel('Einzelpreis')).toHaveValue('12.50');
  await expect(search).toHaveValue('');
  expect(pathOf(page)).toBe('/contracts/new');

  await page.getByRole('button', { name: 'Auftrag erstellen' }).click();
  await expect.poll(() => pathOf(page)).toMatch(/^\/contracts\/[0-9a-f-]{36}$/);
  const saved = await page.request.get(`/api/contracts/${pathOf(page).split('/')[2]}`);
  const { items } = (await saved.json()) as { items: Array<Record<string, unknown>> };
  expect(items).toEqual([
    expect.objectContaining({ type: 'product', description: article, quantity: 1, unitPrice: 1_250 }),
  ]);
});

test('the town is suggested from the postcode in the customer form, the job editor and the company settings', async ({
  page,
}) => {
  test.slow();
  await openSignedIn(page, OWNER, '/');
  const zip = await unusedPostcode(page);
  const town = unique('Seedorf');
  const otherTown = unique('Seedorf Dorf');
  // The company has seen the postcode once, with one town.
  await apiPost(page, '/api/customers', { lastName: unique('Ortskunde'), zipCode: zip, city: town });

  // Customer form: the one town known is filled in.
  await page.goto('/customers/new');
  await page.getByRole('textbox', { name: 'PLZ', exact: true }).fill(zip);
  await expect(page.getByRole('combobox', { name: 'Ort', exact: true })).toHaveValue(town);
  await page.getByRole('textbox', { name: /^Nachname/ }).fill(unique('Neukunde'));
  await page.getByRole('combobox', { name: 'Ort', exact: true }).fill(otherTown);
  await page.getByRole('button', { name: 'Kunde erfassen' }).click();
  await expect(page.getByText('Der Kunde wurde erfasst.')).toBeVisible();

  // Job editor: two towns known now; the town stays empty and both are offered, most used first.
  await page.goto('/contracts/new');
  const moveIn = section(page, 'Einzugsadresse');
  await moveIn.getByLabel('PLZ').fill(zip);
  const townField = moveIn.getByRole('combobox', { name: 'Ort' });
  await expect(townField).toHaveValue('');
  await townField.click();
  await expect(towns(page)).toHaveText([town, otherTown].sort());
  await townField.press('ArrowDown');
  await townField.press('ArrowDown');
  await townField.press('Enter');
  await expect(townField).toHaveValue([town, otherTown].sort()[1] ?? '');
  expect(pathOf(page)).toBe('/contracts/new');

  // Company settings: the same suggestions; a postcode that does not fit the country is refused.
  await page.goto('/my-company/edit');
  await expect(page.getByRole('heading', { name: 'Firmendaten bearbeiten' })).toBeVisible();
  const companyZip = page.getByRole('textbox', { name: 'PLZ', exact: true });
  await companyZip.fill(zip);
  const companyTown = page.getByRole('combobox', { name: 'Ort', exact: true });
  // The company's own town stays; the known ones are offered.
  await expect(companyTown).toHaveValue('Zürich');
  await companyTown.fill('');
  await expect(towns(page)).toHaveText([town, otherTown].sort());
  await companyZip.fill('80010');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Diese Postleitzahl gibt es im gewählten Land nicht')).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe('/my-company/edit');
  const company = await page.request.get('/api/company');
  expect(((await company.json()) as { zipCode: string }).zipCode).toBe('8001');
});

test('the job editor’s save is a few Tabs from the top of the page, and Ctrl+S saves', async ({ page }) => {
  const lastName = unique('Tabkunde');
  await openSignedIn(page, OWNER, '/contracts/new');
  await expect(page.getByRole('heading', { name: 'Neuer Auftrag', level: 1 })).toBeVisible();
  const save = page.getByRole('button', { name: 'Auftrag erstellen' });
  await expect(save).toBeVisible();

  // From the top of the page: the skip link, then Tab by Tab until the save button has the focus.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
  await page.keyboard.press('Enter');
  let tabs = 1;
  while (!(await save.evaluate((button) => button === button.ownerDocument.activeElement)) && tabs < 120) {
    await page.keyboard.press('Tab');
    tabs += 1;
  }
  // It took 67 this way before (94 without the skip link): every field of every section came first.
  expect(tabs).toBeLessThanOrEqual(5);

  // A folded section holds no focus: from its header the next Tab goes to the next section's header.
  const moveOutHeader = page.getByRole('button', { name: 'Auszugsadresse' });
  await moveOutHeader.click();
  await expect(moveOutHeader).toHaveAttribute('aria-expanded', 'false');
  await moveOutHeader.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Einzugsadresse' })).toBeFocused();

  // Ctrl+S still saves, from inside a field.
  await section(page, 'Kunde').getByText('Neuer Kunde').click();
  const lastNameField = section(page, 'Kunde').getByLabel(/^Nachname/);
  await lastNameField.fill(lastName);
  await lastNameField.press('Control+s');
  await expect.poll(() => pathOf(page)).toMatch(/^\/contracts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Auftrag \d+$/ })).toBeVisible();
});
