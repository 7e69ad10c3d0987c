import { expect, test } from '@playwright/test';
import { apiPost } from '../support/api.ts';
import { OWNER, openSignedIn, USER } from '../support/app.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { unique } from '../support/unique.ts';

test('the owner finds an invitation in the development mailbox, with its link', async ({ page }) => {
  const lastName = unique('Postfach');
  const email = `${lastName.replace(' ', '.').toLowerCase()}@example.com`;
  await openSignedIn(page, OWNER);
  await apiPost(page, '/api/employees', { firstName: 'Mara', lastName, email, sendInvite: true });
  await latestMailTo(page, email);

  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Entwicklungs-Postfach' })
    .click();
  await expect(page.getByText('Entwicklungs-Postfach — nichts wurde wirklich versendet')).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Entwicklungs-Postfach' })
    .getByRole('row')
    .filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').click();

  const link = page.getByRole('link', { name: /\/set-password\?token=/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('target', '_blank');
  await page.getByRole('tab', { name: 'HTML' }).click();
  const frame = page.frameLocator('iframe[title="HTML-Ansicht der E-Mail"]');
  await expect(frame.locator('a[href*="/set-password?token="]').first()).toBeVisible();
});

test('a USER has no development mailbox in the navigation', async ({ page }) => {
  await openSignedIn(page, USER);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Kunden' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Entwicklungs-Postfach' })).toHaveCount(0);
});
