import { expect, test } from '@playwright/test';
import { OWNER, pathOf, submitSignIn } from '../support/app.ts';

test('a signed-out visit to a deep path goes to sign-in and back there after signing in', async ({
  page,
}) => {
  await page.goto('/active-sessions?x=1');
  await expect(page).toHaveURL(/\/login\.php\?/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/active-sessions?x=1');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();

  await submitSignIn(page, OWNER);
  await expect.poll(() => pathOf(page)).toBe('/active-sessions?x=1');
  await expect(page.getByRole('heading', { name: 'Aktive Sitzungen' })).toBeVisible();
  await expect(page).toHaveTitle('Aktive Sitzungen · Maxer');
  await expect(page.getByText('Muster Umzüge AG')).toBeVisible();
  await expect(page.getByText('Diese Sitzung')).toBeVisible();
});

test('the sign-in form shows field errors and the server refusal, and works from the keyboard', async ({
  page,
}) => {
  await page.goto('/login.php');
  const email = page.getByLabel('E-Mail-Adresse', { exact: true });
  await expect(email).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Dieses Feld ist erforderlich.')).toHaveCount(2);

  await email.fill(OWNER);
  await page.keyboard.press('Tab');
  await page.keyboard.type('falsches-passwort');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('E-Mail-Adresse oder Passwort ist falsch');
  await expect(page).toHaveURL(/\/login\.php$/);
});
