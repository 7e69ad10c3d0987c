import { expect, test } from '@playwright/test';
import { OWNER, openSignedIn } from '../support/app.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('terms (AGB) on their own page: the owner uploads a PDF, opens it, and removes it', async ({ page }) => {
  await openSignedIn(page, OWNER, '/my-company/agb');
  await expect(page.getByRole('heading', { name: 'AGB', level: 1 })).toBeVisible();

  await page.locator('input[type="file"][accept="application/pdf"]').setInputFiles({
    name: 'agb.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('Die AGB wurden hochgeladen.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'AGB öffnen (PDF)' })).toBeVisible();
});
