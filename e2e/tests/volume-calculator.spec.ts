import { expect, type Locator, type Page, test } from '@playwright/test';
import { OWNER, openSignedIn, pathOf } from '../support/app.ts';
import { unique } from '../support/unique.ts';

/** Cents as the page writes them in German: 2'251.30. */
function swissAmount(cents: number): string {
  const [whole, fraction] = (cents / 100).toFixed(2).split('.');
  return `${(whole ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, "'")}.${fraction}`;
}

/** pricing.md: VAT added to the net amount, the total rounded to 5 Rappen. */
function grossText(netCents: number, vatRate: number): string {
  const gross = netCents + Math.round((netCents * vatRate) / 100);
  return swissAmount(Math.round(gross / 5) * 5);
}

const section = (page: Page, name: string): Locator => page.getByRole('region', { name });
const panelTotal = (page: Page): Locator =>
  page.getByRole('complementary', { name: 'Preis' }).getByRole('row', { name: /Total CHF/ });

test('the volume calculator: a piece added to the catalogue, a room list in the editor changes the m³ and the price, saved with the job', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const piece = unique('Aquarium');

  // The company's catalogue: its Swiss defaults, and a piece of its own.
  await openSignedIn(page, OWNER, '/my-company/volume');
  await expect(page.getByRole('heading', { name: 'Umzugsgut-Katalog', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Wohnzimmer' }).getByText('Sofa, 3-plätzig')).toBeVisible();
  await page.getByRole('button', { name: 'Gegenstand hinzufügen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name (Deutsch)').fill(piece);
  await dialog.getByLabel('Volumen (m³)').fill('0,75');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gegenstand hinzugefügt.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Wohnzimmer' }).getByText(piece)).toBeVisible();
  const vatRate = ((await (await page.request.get('/api/company')).json()) as { vatRate: number }).vatRate;

  // A new job priced by volume at CHF 60.00 per m³.
  await page.goto('/contracts/new');
  await expect(page.getByRole('heading', { name: 'Neuer Auftrag', level: 1 })).toBeVisible();
  const customer = section(page, 'Kunde');
  await customer.getByText('Neuer Kunde').click();
  await customer.getByLabel(/^Nachname/).fill(unique('Volumen'));
  const volume = section(page, 'Inventar / Volumen');
  await volume.getByRole('button', { name: 'Nach Volumen verrechnen' }).click();
  const relocation = section(page, 'Umzug');
  await relocation.getByLabel('Preis pro m³').fill('60');
  const total = volume.getByTestId('volume-total');
  await expect(total).toHaveText('Total Volumen: 0 m³');

  // Living room: a sofa (2 m³) and two of the company's own piece (0.75 m³) → 3.5 m³ → CHF 210.00.
  await volume.getByLabel('Anzahl Sofa, 3-plätzig').fill('1');
  await expect(total).toHaveText('Total Volumen: 2 m³');
  await expect(relocation.getByLabel('Volumen')).toHaveValue('2');
  await expect(panelTotal(page)).toContainText(grossText(12_000, vatRate));
  await volume.getByLabel(`Anzahl ${piece}`).fill('2');
  await expect(total).toHaveText('Total Volumen: 3.5 m³');
  await expect(panelTotal(page)).toContainText(grossText(21_000, vatRate));

  // Bedroom: a wardrobe of 4 doors (2.4 m³); cellar: 30 boxes (3 m³) → 8.9 m³ → CHF 534.00.
  await volume.getByRole('tab', { name: /Schlafzimmer/ }).click();
  await volume.getByLabel('Anzahl Schrank, pro Tür').fill('4');
  await volume.getByRole('tab', { name: /Keller/ }).click();
  await volume.getByLabel('Anzahl Umzugskarton').fill('30');
  await expect(total).toHaveText('Total Volumen: 8.9 m³');
  await expect(relocation.getByLabel('Volumen')).toHaveValue('8.9');
  await expect(panelTotal(page)).toContainText(grossText(53_400, vatRate));
  // Default rules: ⌈8.9/20⌉ = 1 vehicle, max(2, ⌈8.9/12⌉) = 2 workers, 8.9/3 = 2.97 h → 3 hours.
  await expect(volume.getByTestId('volume-estimate')).toHaveText(
    'Schätzung: 1 Fahrzeug, 2 Mitarbeiter, 3 Stunden',
  );
  await expect(volume.getByRole('tab', { name: /Wohnzimmer/ })).toContainText('3.5 m³');

  // Fewer boxes: the m³ and the price go down with the list.
  await volume.getByLabel('Anzahl Umzugskarton').fill('10');
  await expect(total).toHaveText('Total Volumen: 6.9 m³');
  await expect(panelTotal(page)).toContainText(grossText(41_400, vatRate));

  await page.getByRole('button', { name: 'Auftrag erstellen' }).click();
  await expect(page.getByText(/Auftrag \d+ wurde erstellt\./)).toBeVisible();
  await expect.poll(() => pathOf(page)).toMatch(/^\/contracts\/[0-9a-f-]{36}$/);
  const id = pathOf(page).split('/').pop() ?? '';
  // The job page lists the inventory by room.
  const inventory = page.getByRole('table', { name: 'Inventar / Volumen' });
  await expect(inventory.getByRole('row', { name: /10 × Umzugskarton/ })).toContainText('1 m³');
  await expect(inventory.getByRole('row', { name: /Total Volumen/ })).toContainText('6.9 m³');
  const saved = (await (await page.request.get(`/api/contracts/${id}`)).json()) as {
    inventory: { nameDe: string; count: number; volumeM3: number }[];
    relocation: { volumeM3: number };
  };
  expect(saved.relocation.volumeM3).toBe(6.9);
  expect(saved.inventory.map((line) => [line.nameDe, line.count, line.volumeM3])).toEqual([
    ['Sofa, 3-plätzig', 1, 2],
    [piece, 2, 0.75],
    ['Schrank, pro Tür', 4, 0.6],
    ['Umzugskarton', 10, 0.1],
  ]);

  // Reopened, the editor counts what was saved.
  await page.getByRole('link', { name: 'Bearbeiten' }).click();
  await expect.poll(() => pathOf(page)).toBe(`/contracts/edit/${id}`);
  const reopened = section(page, 'Inventar / Volumen');
  await expect(reopened.getByTestId('volume-total')).toHaveText('Total Volumen: 6.9 m³');
  await expect(reopened.getByLabel(`Anzahl ${piece}`)).toHaveValue('2');
});
