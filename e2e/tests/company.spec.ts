import { expect, test } from '@playwright/test';
import { OWNER, openSignedIn } from '../support/app.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('company details: the owner checks placeholders, saves settings and uploads a logo', async ({
  page,
}) => {
  // Header and footer are rich-text editors now (their chunk loads with the form); on a busy shared
  // machine the whole walk took close to the 30 s default.
  test.slow();
  await openSignedIn(page, OWNER);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Firmendaten' })
    .click();
  await expect(page.getByRole('heading', { name: 'Muster Umzüge AG', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Bearbeiten' }).click();
  await expect(page.getByRole('heading', { name: 'Firmendaten bearbeiten' })).toBeVisible();
  // The header is a rich-text editor: a textbox named by its label that Playwright fills as plain text.
  await page.getByRole('textbox', { name: 'Kopfzeile' }).fill('{{gender_welcome}} {{vorname}}');
  await page.getByRole('textbox', { name: 'MWST-Satz' }).fill('8,1');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Unbekannter Platzhalter: {{vorname}}')).toBeVisible();
  await page.getByRole('textbox', { name: 'Kopfzeile' }).fill('{{gender_welcome}}');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Firmendaten wurden gespeichert.')).toBeVisible();
  await expect(page.getByText('8.1 %')).toBeVisible();
  await expect(page.getByText('{{gender_welcome}}')).toBeVisible();
  // The demo company's postal address (the QR-bill's payee) went through the form unchanged.
  await expect(page.getByRole('heading', { name: 'Postadresse' })).toBeVisible();
  await expect(page.getByText('Bahnhofstrasse 10')).toBeVisible();
  await expect(page.getByText('8001', { exact: true })).toBeVisible();

  await page.locator('input[type="file"][accept^="image"]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('Das Logo wurde hochgeladen.')).toBeVisible();
  const logo = page.getByRole('img', { name: 'Logo von Muster Umzüge AG' });
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(1);
});
