import { expect, test } from '@playwright/test';
import { apiPost } from '../support/api.ts';
import { moreAction, OWNER, openSignedIn, pathOf } from '../support/app.ts';
import { searchList } from '../support/lists.ts';
import { unique } from '../support/unique.ts';

interface CreatedContract {
  _id: string;
  number: number;
  price: { grossHigh: number };
}

/** Cents as the page writes them in German: 2'251.30. */
function swissAmount(cents: number): string {
  const [whole, fraction] = (cents / 100).toFixed(2).split('.');
  return `${(whole ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, "'")}.${fraction}`;
}

test('jobs: find a new job, see its price, archive and restore it, send an offer', async ({ page }) => {
  const lastName = unique('Auftraggeberin');
  const email = `${lastName.replace(' ', '.').toLowerCase()}@example.com`;
  await openSignedIn(page, OWNER);
  const contract = await apiPost<CreatedContract>(page, '/api/contracts', {
    newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName, email },
    relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5 },
    cleaning: { type: 'select', price: 89000 },
  });
  const label = `Auftrag ${contract.number}`;

  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Aufträge' })
    .click();
  await searchList(page, lastName);
  const table = page.getByRole('table', { name: 'Aufträge' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByText('Offen')).toBeVisible();
  await table.getByRole('link', { name: label }).click();
  await expect.poll(() => pathOf(page)).toBe(`/contracts/${contract._id}`);

  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
  const price = page.getByRole('table', { name: 'Preis' });
  await expect(price.getByRole('row', { name: /Total CHF/ })).toContainText(
    swissAmount(contract.price.grossHigh),
  );
  await expect(price.getByText('Umzug')).toBeVisible();
  await expect(price.getByText('Reinigung')).toBeVisible();

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
  await page.getByRole('table', { name: 'Archiv' }).getByRole('link', { name: label }).click();
  // The archived job's read-only view: when, its documents, one action (ADR 051).
  await expect.poll(() => pathOf(page)).toBe(`/archive/view?id=${contract._id}`);
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
  await expect(page.getByText(/^Archiviert am /)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Dokumente' }).getByRole('link', { name: 'PDF anzeigen' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Offerte senden' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Wiederherstellen' }).click();
  await page
    .getByRole('dialog', { name: 'Auftrag wiederherstellen?' })
    .getByRole('button', { name: 'Wiederherstellen' })
    .click();
  await expect(page.getByText('Der Auftrag wurde wiederhergestellt.')).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe(`/contracts/${contract._id}`);
  await page.getByRole('button', { name: 'Weitere Aktionen' }).click();
  await expect(page.getByRole('menuitem', { name: 'Archivieren' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Offerte senden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offerte senden' });
  await expect(dialog.getByLabel('Empfänger')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Offerte senden' }).click();
  await expect(page.getByText('Die Offerte wurde versendet.')).toBeVisible();
  await expect(page.getByText('Offerte versendet', { exact: true })).toBeVisible();
  const offers = page.getByRole('table', { name: 'Offerten' });
  await expect(offers.getByRole('row').filter({ hasText: email })).toContainText('Offen');

  // The customer's page lists the job.
  await page.getByRole('link', { name: `Erika ${lastName}` }).click();
  const jobs = page.getByRole('table', { name: 'Aufträge' });
  await expect(jobs.getByRole('link', { name: label })).toBeVisible();
  await expect(jobs.getByText('Offerte versendet')).toBeVisible();
});

test('the job list keeps its filters in the address', async ({ page }) => {
  await openSignedIn(page, OWNER, '/contracts?status=PENDING&overdue=true&from=2026-01-01');
  await expect(page.getByText('3 Filter aktiv')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Überfällig' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Überfällig' }).uncheck();
  await expect.poll(() => new URL(page.url()).searchParams.get('overdue')).toBeNull();
  await expect(page.getByText('2 Filter aktiv')).toBeVisible();
});
