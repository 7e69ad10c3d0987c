import { expect, test } from '@playwright/test';
import { OWNER, pathOf, signIn, submitSignIn } from '../support/app.ts';

const YEAR_S = 365 * 24 * 60 * 60;

test('/en pages are English, bare paths German', async ({ page }) => {
  await page.goto('/en/login.php');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('E-mail address', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await submitSignIn(page, OWNER, undefined, 'en');
  await expect.poll(() => pathOf(page)).toBe('/en/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Active sessions' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Übersicht' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Aktive Sitzungen' })
    .click();
  await expect(page.getByRole('heading', { name: 'Aktive Sitzungen' })).toBeVisible();
});

test('the language switch keeps the page and remembers the choice for a year', async ({ page, context }) => {
  await signIn(page, OWNER);
  await page.goto('/active-sessions');
  await page.getByRole('button', { name: 'Olivia Muster', exact: true }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect.poll(() => pathOf(page)).toBe('/en/active-sessions');
  await expect(page.getByRole('heading', { name: 'Active sessions' })).toBeVisible();

  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'lang');
  expect(cookie?.value).toBe('en');
  expect(cookie?.path).toBe('/');
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(YEAR_S - 3600);
  expect(lifetime).toBeLessThanOrEqual(YEAR_S + 60);

  await page.getByRole('button', { name: 'Olivia Muster', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect.poll(() => pathOf(page)).toBe('/active-sessions');
  await expect(page.getByRole('heading', { name: 'Aktive Sitzungen' })).toBeVisible();
  expect((await context.cookies()).find((candidate) => candidate.name === 'lang')?.value).toBe('de');
});

test('switching language on the sign-in page keeps the way back, in the new language', async ({ page }) => {
  await page.goto('/active-sessions?x=1');
  await expect(page).toHaveURL(/\/login\.php/);
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/login\.php/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/en/active-sessions?x=1');
  await submitSignIn(page, OWNER, undefined, 'en');
  await expect.poll(() => pathOf(page)).toBe('/en/active-sessions?x=1');
  await expect(page.getByRole('heading', { name: 'Active sessions' })).toBeVisible();
});
