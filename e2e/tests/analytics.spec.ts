import { expect, type Page, test } from '@playwright/test';
import { apiPost } from '../support/api.ts';
import { OWNER, openSignedIn } from '../support/app.ts';
import { pickOption } from '../support/combobox.ts';
import { unique } from '../support/unique.ts';

/** A figure's section on /analytics, by its heading. */
const section = (page: Page, title: string) => page.getByRole('region', { name: title });

/** A table row by its heading cell (the month or the bucket), its cells' text. */
async function rowCells(page: Page, title: string, rowHead: string) {
  const row = section(page, title)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: rowHead, exact: true }) });
  await expect(row).toHaveCount(1);
  return row.getByRole('cell').allInnerTexts();
}

/**
 * Issue 20: the owner's analytics. Invoices dated in spring 2023 (no other journey's days) and their
 * payment are outside the default period (the last twelve months); choosing February to April 2023
 * shows exactly them, in the chart and in the table beside it.
 */
test('analytics: charts with their tables, and the period changes the figures', async ({ page }) => {
  // Seven charts and their tables on one page, drawn twice over.
  test.slow();
  await openSignedIn(page, OWNER);
  const lastName = unique('Auswertung');
  const customer = await apiPost<{ _id: string }>(page, '/api/customers', {
    lastName,
    email: `${lastName.replace(' ', '.').toLowerCase()}@example.com`,
    origin: 'Messe',
  });
  const invoice = (date: string, unitPrice: number) =>
    apiPost<{ _id: string; total: number }>(page, '/api/invoices', {
      customerId: customer._id,
      date,
      dueDate: date,
      includeVat: true,
      lines: [{ type: 'item', description: 'Umzug', quantity: 1, unitPrice }],
    });
  const february = await invoice('2023-02-10', 123_400);
  const march = await invoice('2023-03-31', 56_050);
  expect([february.total, march.total]).toEqual([123_400, 56_050]);
  await apiPost(page, `/api/invoices/${february._id}/payments`, {
    amount: 23_400,
    method: 'BANK',
    date: '2023-03-15',
    idempotencyKey: unique('key').replace(' ', '-'),
  });
  // A new job of this month, with its customer's origin: a lead of the default period.
  await apiPost(page, '/api/contracts', {
    customerId: customer._id,
    cleaning: { type: 'select', price: 50_000 },
  });

  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Auswertungen', level: 1 })).toBeVisible();
  // The default period: the last twelve months, each a row of the offers' table, its chart drawn.
  const offers = section(page, 'Offerten pro Monat');
  await expect(offers.locator('tbody').getByRole('rowheader')).toHaveCount(12);
  await expect(page.getByTestId('analytics-offers-chart').locator('svg.recharts-surface')).toBeVisible();
  await expect(page.getByTestId('analytics-leads-chart').locator('svg.recharts-surface')).toBeVisible();
  await expect(
    section(page, 'Neue Aufträge nach Herkunft').getByRole('columnheader', { name: 'Messe' }),
  ).toBeVisible();
  // Spring 2023 is not in it.
  await expect(
    section(page, 'Umsatz pro Monat (CHF)').getByRole('rowheader', { name: 'Februar 2023' }),
  ).toHaveCount(0);

  const period = page.getByRole('group', { name: 'Zeitraum' });
  await pickOption(page, period.getByLabel('Von', { exact: true }), 'Februar 2023', 'Februar 2023');
  await pickOption(page, period.getByLabel('Bis', { exact: true }), 'April 2023', 'April 2023');
  await expect(page).toHaveURL(/from=2023-02&to=2023-04/);

  const revenue = 'Umsatz pro Monat (CHF)';
  await expect(section(page, revenue).locator('tbody').getByRole('rowheader')).toHaveCount(3);
  expect(await rowCells(page, revenue, 'Februar 2023')).toEqual(["1'234.00", '0.00']);
  expect(await rowCells(page, revenue, 'März 2023')).toEqual(['560.50', '234.00']);
  expect(await rowCells(page, revenue, 'April 2023')).toEqual(['0.00', '0.00']);
  await expect(section(page, revenue).getByRole('table').locator('tfoot')).toContainText("1'794.50");
  await expect(page.getByTestId('analytics-revenue-CHF-chart').locator('svg.recharts-surface')).toBeVisible();
  // The job of this month is no lead of spring 2023.
  await expect(
    section(page, 'Neue Aufträge nach Herkunft').getByRole('columnheader', { name: 'Messe' }),
  ).toHaveCount(0);

  // Back to the last twelve months.
  await page.getByRole('button', { name: 'Letzte 12 Monate' }).click();
  await expect(section(page, revenue).getByRole('rowheader', { name: 'Februar 2023' })).toHaveCount(0);
  await expect(offers.locator('tbody').getByRole('rowheader')).toHaveCount(12);
});
