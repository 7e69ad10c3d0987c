import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiPost } from '../support/api.ts';
import { moreAction, OWNER, openSignedIn, pathOf } from '../support/app.ts';
import { pickOption } from '../support/combobox.ts';
import { searchList } from '../support/lists.ts';
import { pdfWords } from '../support/pdf.ts';
import { unique } from '../support/unique.ts';

/** Cents as the page writes them in German: 2'251.30. */
function swissAmount(cents: number): string {
  const [whole, fraction] = (cents / 100).toFixed(2).split('.');
  return `${(whole ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, "'")}.${fraction}`;
}

/** pricing.md: VAT added to the net amount, the total rounded to 5 Rappen. */
function grossCents(netCents: number, vatRate: number): number {
  const gross = netCents + Math.round((netCents * vatRate) / 100);
  return Math.round(gross / 5) * 5;
}

function totalRange(lowNet: number, highNet: number, vatRate: number): string {
  const low = swissAmount(grossCents(lowNet, vatRate));
  const high = swissAmount(grossCents(highNet, vatRate));
  return low === high ? low : `${low} – ${high}`;
}

async function companyVatRate(page: Page): Promise<number> {
  const response = await page.request.get('/api/company');
  return ((await response.json()) as { vatRate: number }).vatRate;
}

/** A folding section of the editor, by its heading. */
const section = (page: Page, name: string): Locator => page.getByRole('region', { name });
const panelTotal = (page: Page): Locator =>
  page.getByRole('complementary', { name: 'Preis' }).getByRole('row', { name: /Total CHF/ });

test('a new job for a new customer: relocation, disposal and cleaning, the live price, save, reopen, PDF, archive and restore', async ({
  page,
}) => {
  // One long journey through four pages with some forty fields: more than the default half minute.
  test.setTimeout(120_000);
  const lastName = unique('Zügelkundin');
  await openSignedIn(page, OWNER, '/contracts');
  const vatRate = await companyVatRate(page);
  await page.getByRole('link', { name: 'Neuer Auftrag' }).click();
  await expect.poll(() => pathOf(page)).toBe('/contracts/new');
  await expect(page.getByRole('heading', { name: 'Neuer Auftrag', level: 1 })).toBeVisible();

  const customer = section(page, 'Kunde');
  await customer.getByText('Neuer Kunde').click();
  await customer.getByLabel('Vorname').fill('Erika');
  await customer.getByLabel(/^Nachname/).fill(lastName);
  await customer.getByLabel('E-Mail').fill('erika.zuegel@example.com');

  const moveOut = section(page, 'Auszugsadresse');
  await moveOut.getByLabel('Strasse').fill('Bahnhofstrasse');
  await moveOut.getByLabel('Nr.').fill('12');
  await moveOut.getByLabel('PLZ').fill('8001');
  await moveOut.getByLabel('Ort').fill('Zürich');
  await moveOut.getByLabel('Stockwerk').fill('3');
  await moveOut.getByText('Nein', { exact: true }).click();
  const moveIn = section(page, 'Einzugsadresse');
  await moveIn.getByLabel('PLZ').fill('3011');
  await moveIn.getByLabel('Ort').fill('Bern');

  const relocation = section(page, 'Umzug');
  await relocation.getByLabel('Umzugsbeginn').fill('15.03.2027 08:00');
  await relocation.getByLabel('Mitarbeitende', { exact: true }).fill('3');
  await relocation.getByLabel('Stundenansatz').fill('180');
  await relocation.getByLabel('Stunden von').fill('5');
  // 5 h × 180.00: the panel follows without saving.
  await expect(panelTotal(page)).toContainText(totalRange(90_000, 90_000, vatRate));
  await relocation.getByLabel('Stunden bis').fill('6');
  await expect(panelTotal(page)).toContainText(totalRange(90_000, 108_000, vatRate));

  const disposal = section(page, 'Entsorgung');
  await disposal.getByLabel('Preis pro m³').fill('60');
  await disposal.getByLabel('Volumen').fill('2,5');
  const cleaning = section(page, 'Reinigung');
  await cleaning.getByRole('combobox', { name: 'Reinigungsart' }).click();
  await page.getByRole('option', { name: 'Fixpreis' }).click();
  await cleaning.getByLabel('Preis', { exact: true }).fill('890');
  // 900.00–1'080.00 + 150.00 + 890.00.
  await expect(panelTotal(page)).toContainText(totalRange(194_000, 212_000, vatRate));
  await relocation.getByLabel('Stunden von').fill('4');
  await expect(panelTotal(page)).toContainText(totalRange(176_000, 212_000, vatRate));
  const panel = page.getByRole('complementary', { name: 'Preis' });
  await expect(panel.getByText('Entsorgung')).toBeVisible();
  await expect(panel.getByText('Reinigung')).toBeVisible();

  await page.getByRole('button', { name: 'Auftrag erstellen' }).click();
  await expect(page.getByText(/Auftrag \d+ wurde erstellt\./)).toBeVisible();
  await expect.poll(() => pathOf(page)).toMatch(/^\/contracts\/[0-9a-f-]{36}$/);
  const id = pathOf(page).split('/').pop() ?? '';
  const heading = page.getByRole('heading', { level: 1, name: /^Auftrag \d+$/ });
  await expect(heading).toBeVisible();
  const label = (await heading.textContent()) ?? '';
  const price = page.getByRole('table', { name: 'Preis' });
  await expect(price.getByRole('row', { name: /Total CHF/ })).toContainText(
    totalRange(176_000, 212_000, vatRate),
  );
  await expect(page.getByRole('link', { name: `Erika ${lastName}` })).toBeVisible();

  // Reopen: every value is where it was typed.
  await page.getByRole('link', { name: 'Bearbeiten' }).click();
  await expect.poll(() => pathOf(page)).toBe(`/contracts/edit/${id}`);
  await expect(section(page, 'Kunde').getByRole('combobox', { name: 'Kunde' })).toHaveValue(
    new RegExp(`Erika ${lastName}`),
  );
  await expect(section(page, 'Auszugsadresse').getByLabel('Strasse')).toHaveValue('Bahnhofstrasse');
  await expect(section(page, 'Auszugsadresse').getByLabel('Stockwerk')).toHaveValue('3');
  await expect(section(page, 'Einzugsadresse').getByLabel('Ort')).toHaveValue('Bern');
  await expect(section(page, 'Umzug').getByLabel('Umzugsbeginn')).toHaveValue('15.03.2027 08:00');
  await expect(section(page, 'Umzug').getByLabel('Stundenansatz')).toHaveValue('180.00');
  await expect(section(page, 'Umzug').getByLabel('Stunden von')).toHaveValue('4');
  await expect(section(page, 'Umzug').getByLabel('Stunden bis')).toHaveValue('6');
  await expect(section(page, 'Entsorgung').getByLabel('Volumen')).toHaveValue('2.5');
  await expect(section(page, 'Reinigung').getByRole('combobox', { name: 'Reinigungsart' })).toHaveValue(
    'Fixpreis',
  );
  await expect(section(page, 'Reinigung').getByLabel('Preis', { exact: true })).toHaveValue('890.00');
  await expect(panelTotal(page)).toContainText(totalRange(176_000, 212_000, vatRate));

  // A change, saved: back on the job page with the new price.
  await section(page, 'Reinigung').getByLabel('Preis', { exact: true }).fill('1000');
  await expect(panelTotal(page)).toContainText(totalRange(187_000, 223_000, vatRate));
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText(`${label} wurde gespeichert.`)).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe(`/contracts/${id}`);
  await expect(price.getByRole('row', { name: /Total CHF/ })).toContainText(
    totalRange(187_000, 223_000, vatRate),
  );

  // The PDF, as the download button fetches it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    moreAction(page, 'PDF herunterladen'),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await readFile((await download.path()) ?? '');
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  const words = pdfWords(file);
  expect(words).toContain(`Erika ${lastName}`);
  expect(words).toContain('Bahnhofstrasse 12');
  expect(words).toContain('Bern');
  expect(words).toContain(swissAmount(grossCents(223_000, vatRate)));
  const inline = await page.request.get(`/api/contracts/${id}/pdf`);
  expect(inline.status()).toBe(200);
  expect(inline.headers()['content-type']).toBe('application/pdf');

  // Archive and restore.
  await moreAction(page, 'Archivieren');
  await page
    .getByRole('dialog', { name: 'Auftrag archivieren?' })
    .getByRole('button', { name: 'Archivieren' })
    .click();
  await expect(page.getByText('Der Auftrag wurde archiviert.')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Archiv' })
    .click();
  await searchList(page, lastName);
  // The archive opens the job's read-only view (/archive/view), whose one action is restoring it.
  await page.getByRole('table', { name: 'Archiv' }).getByRole('link', { name: label }).click();
  await expect(page.getByText(/^Archiviert am /)).toBeVisible();
  await page.getByRole('button', { name: 'Wiederherstellen' }).click();
  await page
    .getByRole('dialog', { name: 'Auftrag wiederherstellen?' })
    .getByRole('button', { name: 'Wiederherstellen' })
    .click();
  await expect(page.getByText('Der Auftrag wurde wiederhergestellt.')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Aufträge' })
    .click();
  await searchList(page, lastName);
  await expect(
    page.getByRole('table', { name: 'Aufträge' }).getByRole('link', { name: label }),
  ).toBeVisible();
});

test('the editor asks before leaving with unsaved changes, in the app and when the tab closes', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const lastName = unique('Bestandeskunde');
  await openSignedIn(page, OWNER);
  await apiPost(page, '/api/customers', { firstName: 'Hans', lastName, city: 'Basel' });
  await page.goto('/contracts/new');

  // An existing customer, found by the server's search.
  const picker = section(page, 'Kunde').getByRole('combobox', { name: 'Kunde' });
  await pickOption(page, picker, lastName, new RegExp(lastName));
  await expect(picker).toHaveValue(new RegExp(`Hans ${lastName}`));

  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('link', { name: 'Aufträge' }).click();
  const ask = page.getByRole('dialog', { name: 'Änderungen verwerfen?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(ask).toHaveCount(0);
  expect(pathOf(page)).toBe('/contracts/new');
  await expect(picker).toHaveValue(new RegExp(`Hans ${lastName}`));

  // Closing the tab: the browser's own question.
  let beforeUnload = false;
  page.once('dialog', (dialog) => {
    beforeUnload = dialog.type() === 'beforeunload';
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => beforeUnload).toBe(true);
});

test('leaving a changed form can be confirmed, and an unchanged one leaves without asking', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openSignedIn(page, OWNER, '/contracts/new');
  const relocation = section(page, 'Umzug');
  await relocation.getByLabel('Stundenansatz').fill('150');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('link', { name: 'Aufträge' }).click();
  await page
    .getByRole('dialog', { name: 'Änderungen verwerfen?' })
    .getByRole('button', { name: 'Verwerfen und verlassen' })
    .click();
  await expect.poll(() => pathOf(page)).toBe('/contracts');

  // Unchanged: no question.
  await page.getByRole('link', { name: 'Neuer Auftrag' }).click();
  await expect(page.getByRole('heading', { name: 'Neuer Auftrag', level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: 'Kunden' }).click();
  await expect.poll(() => pathOf(page)).toBe('/customers');
});

test('the editor in English at /en', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, OWNER, '/en/contracts/new');
  const vatRate = await companyVatRate(page);
  await expect(page.getByRole('heading', { name: 'New job', level: 1 })).toBeVisible();
  const relocation = section(page, 'Relocation');
  await relocation.getByLabel('Hourly rate').fill('200');
  await relocation.getByLabel('Hours from').fill('2');
  await expect(
    page.getByRole('complementary', { name: 'Price' }).getByRole('row', { name: /Total CHF/ }),
  ).toContainText(swissAmount(grossCents(40_000, vatRate)));
  await expect(page.getByRole('button', { name: 'Create job' })).toBeVisible();
});

test('Enter in a field never saves the job; Ctrl+S saves it from inside a field', async ({ page }) => {
  const lastName = unique('Tastatur');
  await openSignedIn(page, OWNER, '/contracts/new');
  await expect(page.getByRole('heading', { name: 'Neuer Auftrag', level: 1 })).toBeVisible();
  const customer = section(page, 'Kunde');
  await customer.getByText('Neuer Kunde').click();
  const lastNameField = customer.getByLabel(/^Nachname/);
  await lastNameField.fill(lastName);
  // Enter in a one-line field: the browser would submit the form; the editor stays, nothing is saved.
  await lastNameField.press('Enter');
  await section(page, 'Auszugsadresse').getByLabel('Ort').fill('Zürich');
  await section(page, 'Auszugsadresse').getByLabel('Ort').press('Enter');
  await expect.poll(() => pathOf(page)).toBe('/contracts/new');
  const listed = await page.request.get(`/api/contracts?q=${encodeURIComponent(lastName)}`);
  expect(((await listed.json()) as { total: number }).total).toBe(0);

  // Ctrl+S with the cursor still in the field saves, with what the field holds.
  await section(page, 'Auszugsadresse').getByLabel('Ort').press('Control+s');
  await expect.poll(() => pathOf(page)).toMatch(/^\/contracts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Auftrag \d+$/ })).toBeVisible();
});
