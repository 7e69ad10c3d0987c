import { expect, test } from '@playwright/test';
import { OWNER, signIn } from '../support/app.ts';

test('an unknown path shows the 404 view with its path, in the page language', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/gibt-es-nicht?x=1');
  await expect(page.getByText('Seite nicht gefunden: /gibt-es-nicht?x=1')).toBeVisible();
  await page.goto('/en/no-such-page');
  await expect(page.getByText('Page not found: /en/no-such-page')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('signed out, an unknown path asks to sign in first', async ({ page }) => {
  await page.goto('/gibt-es-nicht');
  await expect(page).toHaveURL(/\/login\.php\?redirect=%2Fgibt-es-nicht$/);
});
