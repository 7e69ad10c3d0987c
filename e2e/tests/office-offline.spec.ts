import { expect, type Page, test } from '@playwright/test';
import { OWNER, openSignedIn, pathOf } from '../support/app.ts';

// Issue 15, item 7: when the server cannot be reached the page says so and keeps what was typed;
// navigation waits in the app instead of landing on the browser's "site can't be reached" page; it goes
// on by itself when the server answers again.
const banner = (page: Page) => page.getByRole('alert').filter({ hasText: 'Keine Verbindung zum Server' });

test('without a connection the form says so and keeps what was typed', async ({ page, context }) => {
  await openSignedIn(page, OWNER, '/customers/new');
  const lastName = page.getByRole('textbox', { name: 'Nachname', exact: true });
  await lastName.fill('Offline-Muster');

  await context.setOffline(true);
  await expect(banner(page)).toBeVisible();
  await expect(lastName).toHaveValue('Offline-Muster');

  await context.setOffline(false);
  await expect(banner(page)).toBeHidden();
  await expect(lastName).toHaveValue('Offline-Muster');
});

test('a page opened while offline waits in the app and appears when the server is back', async ({
  page,
  context,
}) => {
  await openSignedIn(page, OWNER, '/customers');
  await expect(page.getByRole('heading', { name: 'Kunden', level: 1 })).toBeVisible();

  await context.setOffline(true);
  await expect(banner(page)).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Fahrzeuge' })
    .click();
  await expect(banner(page)).toBeVisible();
  expect(new URL(page.url()).hostname).toBe('localhost');

  await context.setOffline(false);
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => pathOf(page)).toBe('/vehicles');
  await expect(page.getByRole('heading', { name: 'Fahrzeuge', level: 1 })).toBeVisible();
});
