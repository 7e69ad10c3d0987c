import { expect, test } from '@playwright/test';
import { apiDelete, apiPost } from '../support/api.ts';
import { OWNER, openSignedIn } from '../support/app.ts';
import { unique } from '../support/unique.ts';

/** Cents as the German page writes them: "CHF 1'234.50". */
function chf(cents: number): string {
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  return `CHF ${whole}.${String(cents % 100).padStart(2, '0')}`;
}

test.use({ viewport: { width: 1440, height: 900 } });

test('the office starts the day on the dashboard, sees what is owed and finds a customer with Ctrl+K', async ({
  page,
}) => {
  await openSignedIn(page, OWNER, '/');
  const lastName = unique('Tagesstart');
  const customer = await apiPost<{ _id: string }>(page, '/api/customers', {
    gender: 'FEMALE',
    firstName: 'Erika',
    lastName,
    email: `${lastName.replace(' ', '.').toLowerCase()}@example.com`,
  });
  // Due long ago: the oldest overdue invoice, first in the dashboard's list.
  const amount = 123_455;
  const invoice = await apiPost<{ _id: string; number: number; total: number }>(page, '/api/invoices', {
    customerId: customer._id,
    date: '1990-01-01',
    dueDate: '1990-01-31',
    lines: [{ type: 'item', description: 'Umzug', quantity: 1, unitPrice: amount }],
  });
  // A viewing two hours from now: today's, or (late in the evening) tomorrow's.
  const startsAt = new Date(Date.now() + 2 * 3_600_000);
  const viewing = await apiPost<{ _id: string }>(page, '/api/appointments', {
    kind: 'viewing',
    startsAt: startsAt.toISOString(),
    durationMinutes: 60,
    customerId: customer._id,
    location: 'Bahnhofstrasse 1, 8001 Zürich',
  });
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Übersicht', level: 1 })).toBeVisible();
    // The dashboard lists the week from today to Sunday: the viewing, linked to its page, unless the
    // two hours reach past Sunday midnight.
    const day = (at: Date) => at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Zurich' });
    const today = new Date(`${day(new Date())}T12:00:00Z`);
    const sunday = new Date(today.getTime() + (7 - (today.getUTCDay() || 7)) * 86_400_000);
    if (day(startsAt) <= sunday.toISOString().slice(0, 10)) {
      const region = day(startsAt) === day(new Date()) ? 'Heute' : 'Diese Woche';
      const item = page
        .getByRole('region', { name: region })
        .getByRole('listitem')
        .filter({ hasText: lastName });
      await expect(item).toContainText('Bahnhofstrasse 1, 8001 Zürich');
      await expect(item.getByRole('link', { name: 'Besichtigung' })).toHaveAttribute(
        'href',
        `/appointments/${viewing._id}`,
      );
    }
    const overdue = page.getByRole('region', { name: 'Überfällige Rechnungen' });
    const row = overdue
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: `Rechnung ${invoice.number}`, exact: true }) });
    // What is owed: the whole invoice, VAT included.
    await expect(row).toContainText(chf(invoice.total));
    await expect(row).toContainText(`${lastName} · Fällig seit 31.01.1990`);
    await expect(
      page.getByRole('group', { name: 'Schnellaktionen' }).getByRole('link', { name: 'Neuer Auftrag' }),
    ).toBeVisible();

    // The navigation: one current page, grouped, every group's entries within a 900 px screen.
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Übersicht' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Arbeit' })).toBeVisible();

    // Ctrl+K opens the search; the customer is found by name and opened.
    await page.keyboard.press('Control+k');
    const search = page.getByRole('textbox', { name: 'Suche in Kunden, Aufträgen, Rechnungen und Offerten' });
    await expect(search).toBeFocused();
    await search.fill(lastName);
    const dialog = page.getByRole('dialog');
    const found = dialog
      .getByRole('group', { name: 'Kunden' })
      .getByRole('button', { name: new RegExp(lastName) });
    await expect(found).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Rechnungen' })).toContainText(String(invoice.number));
    await found.click();
    await expect(page).toHaveURL(new RegExp(`/customers/${customer._id}$`));
    await expect(page.getByRole('heading', { name: new RegExp(lastName) }).first()).toBeVisible();
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Kunden' })).toHaveAttribute('aria-current', 'page');
  } finally {
    // Other runs' dashboards should not list this test's invoice and viewing.
    await apiDelete(page, `/api/invoices/${invoice._id}`);
    await apiDelete(page, `/api/appointments/${viewing._id}`);
  }
});
