import { expect, test } from '@playwright/test';
import { openSignedIn, USER } from '../support/app.ts';

// The browser setup sends through the development mailbox, which never fails, and a real failure
// takes six attempts over about 15 minutes; the list with a failed message and its Send again button
// are covered by the web test (mail-failures-page.test.tsx) and the API tests over real SMTP.
test('a USER reaches the unsent e-mails page from the menu, in German and English', async ({ page }) => {
  await openSignedIn(page, USER);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Nicht versendete E-Mails' })
    .click();
  await expect(page).toHaveURL(/\/mail-failures$/);
  await expect(page.getByRole('heading', { name: 'Nicht versendete E-Mails', level: 1 })).toBeVisible();
  await expect(page.getByText('Keine nicht versendeten E-Mails')).toBeVisible();

  await page.goto('/en/mail-failures');
  await expect(page.getByRole('heading', { name: 'Unsent e-mails', level: 1 })).toBeVisible();
  await expect(page.getByText('No unsent e-mails')).toBeVisible();
});
