import { expect, test } from '@playwright/test';
import { ADMIN_URL } from '../playwright.config.ts';
import { ADMIN, OWNER, pathOf, signIn, submitSignIn } from '../support/app.ts';

test('a platform admin signs in on the admin host, stays under /admin and finds a company in the list', async ({
  page,
}) => {
  await page.goto(`${ADMIN_URL}/login.php`);
  await expect(page.getByRole('heading', { name: 'Anmelden: Plattform-Administration' })).toBeVisible();
  await submitSignIn(page, ADMIN);
  await expect.poll(() => pathOf(page)).toBe('/admin');
  await expect(page.getByRole('heading', { name: 'Plattform-Administration' })).toBeVisible();

  for (const [path, expected] of [
    ['/', '/admin'],
    ['/active-sessions', '/admin'],
    ['/login.php', '/admin'],
    ['/en/active-sessions', '/en/admin'],
  ]) {
    await page.goto(`${ADMIN_URL}${path}`);
    await expect.poll(() => pathOf(page), { message: path }).toBe(expected);
  }

  // The list of every company (issue 14), found by an owner's e-mail.
  await page.goto(`${ADMIN_URL}/admin`);
  await page.getByRole('link', { name: 'Firmen' }).click();
  await expect.poll(() => pathOf(page)).toBe('/admin/company');
  const table = page.getByRole('table', { name: 'Firmen' });
  await page.getByRole('searchbox', { name: 'Suchen' }).fill(OWNER);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(OWNER);
  await expect(table.getByRole('row').nth(1)).toContainText('Zürich');
  await expect(table.getByRole('row').nth(1)).toContainText('Standard');
  await expect(table.getByRole('row').nth(1)).toContainText('Aktiv');
  await page.getByRole('searchbox', { name: 'Suchen' }).fill('keine-solche-firma');
  await expect(page.getByText('Keine Treffer')).toBeVisible();
});

test("a company user's credentials are refused on the admin host", async ({ page }) => {
  await page.goto(`${ADMIN_URL}/login.php`);
  await submitSignIn(page, OWNER);
  await expect(page.getByRole('alert')).toContainText('E-Mail-Adresse oder Passwort ist falsch');
  await expect(page).toHaveURL(/\/login\.php/);
});

test('a company user who opens /admin is sent to /', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/admin');
  await expect.poll(() => pathOf(page)).toBe('/');
  await expect(page.getByRole('heading', { name: 'Übersicht' })).toBeVisible();
  await page.goto('/en/admin/company');
  await expect.poll(() => pathOf(page)).toBe('/en/');
});
