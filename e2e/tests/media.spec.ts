import { expect, type Page, test } from '@playwright/test';
import { apiPost } from '../support/api.ts';
import { OWNER, openSignedIn, pathOf } from '../support/app.ts';
import { unique } from '../support/unique.ts';

/** The few parts of the page's canvas the photos are drawn with (this project's types have no DOM). */
interface Canvas2d {
  fillStyle: string;
  font: string;
  fillRect(x: number, y: number, width: number, height: number): void;
  fillText(text: string, x: number, y: number): void;
}
interface PageDocument {
  createElement(tag: 'canvas'): {
    width: number;
    height: number;
    getContext(kind: '2d'): Canvas2d | null;
    toDataURL(type: string, quality: number): string;
  };
}

/** Small JPEGs made by the browser's own canvas, one colour each: what a phone would send, only smaller. */
async function makePhotos(page: Page, count: number, prefix: string) {
  const encoded = await page.evaluate(async (total) => {
    const photos: string[] = [];
    for (let index = 0; index < total; index++) {
      const canvas = (globalThis as unknown as { document: PageDocument }).document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 240;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = `hsl(${(index * 36) % 360} 70% 50%)`;
      context.fillRect(0, 0, 320, 240);
      context.fillStyle = '#fff';
      context.font = '48px sans-serif';
      context.fillText(String(index + 1), 130, 140);
      photos.push(canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '');
    }
    return photos;
  }, count);
  return encoded.map((base64, index) => ({
    name: `${prefix}-${index + 1}.jpg`,
    mimeType: 'image/jpeg',
    buffer: Buffer.from(base64, 'base64'),
  }));
}

/**
 * Issue 18, media: a session for a job, ten photos at once with their progress and thumbnails, a
 * refused file with the server's reason, a caption; the session shared with the customer, who reads
 * the office's public comment (not the internal one) and adds a photo of their own on the shared page;
 * the office sees it come in.
 */
test('photos of a job: ten at once with progress and thumbnails, a caption, shared with the customer who adds one', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, OWNER);
  const lastName = unique('Medien');
  const contract = await apiPost<{ _id: string; number: number }>(page, '/api/contracts', {
    newCustomer: { gender: 'MALE', firstName: 'Beat', lastName },
    relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5 },
  });

  // From the job's page: a new session starts linked to the job (and so to its customer).
  await page.goto(`/contracts/${contract._id}`);
  const section = page.getByRole('region', { name: 'Medien' });
  await section.getByRole('link', { name: 'Neue Mediensammlung' }).click();
  await expect.poll(() => pathOf(page)).toBe(`/media/new?contractId=${contract._id}`);
  await page.getByRole('textbox', { name: 'Titel' }).fill('Besichtigung Wohnung');
  await expect(page.getByLabel('Auftrag', { exact: true }).first()).toHaveValue(
    `Auftrag ${contract.number} · Beat ${lastName}`,
  );
  await page.getByRole('button', { name: 'Erstellen und Dateien hinzufügen' }).click();
  await expect(page.getByRole('heading', { name: /Besichtigung Wohnung/ })).toBeVisible();
  const sessionPath = pathOf(page);
  expect(sessionPath).toMatch(/^\/media\/[0-9a-f-]{36}$/);

  // Ten photos and a text file that calls itself a photo, dropped in at once.
  const photos = await makePhotos(page, 10, 'zimmer');
  const notAPhoto = {
    name: 'notiz.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('Kein Foto, nur Text.'),
  };
  await page
    .getByTestId('media-dropzone')
    .locator('input[type="file"]')
    .setInputFiles([...photos, notAPhoto]);
  const files = page.getByRole('list', { name: 'Hochgeladene Dateien' });
  await expect(files.getByRole('listitem')).toHaveCount(11);
  // A progress bar per file and one for all of them.
  await expect(files.getByRole('progressbar')).toHaveCount(11);
  await expect(page.getByText('10 von 11 hochgeladen · 1 fehlgeschlagen')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('media-upload-overall')).toBeVisible();
  const refused = files.getByRole('listitem').filter({ hasText: 'notiz.jpg' });
  await expect(refused.getByRole('alert')).toHaveText(
    'Dieser Dateityp wird nicht angenommen: nur Fotos (JPEG, PNG, WebP), Videos (MP4, MOV, WebM) und PDF-Dokumente.',
  );
  await expect(refused.getByRole('button', { name: 'notiz.jpg erneut hochladen' })).toBeVisible();
  await expect(files.locator('[data-state="done"]')).toHaveCount(10);

  // Their thumbnails, loaded.
  const items = page.getByRole('region', { name: '10 Dateien' });
  const thumbnails = items.getByTestId('media-thumbnail');
  await expect(thumbnails).toHaveCount(10);
  await expect
    .poll(() =>
      thumbnails.evaluateAll(
        (images) =>
          images.filter((image) => (image as unknown as { naturalWidth: number }).naturalWidth > 0).length,
      ),
    )
    .toBe(10);

  // A caption, by keyboard.
  await items.getByRole('button', { name: 'Beschriftung von zimmer-3.jpg bearbeiten' }).click();
  await page.keyboard.type('Wohnzimmer mit Klavier');
  await page.keyboard.press('Enter');
  await expect(
    items.getByTestId('media-caption').filter({ hasText: 'Wohnzimmer mit Klavier' }),
  ).toBeVisible();

  // Shared with the customer.
  await page.getByRole('button', { name: 'Link erstellen' }).click();
  const link = await page.getByTestId('media-share-link').inputValue();
  expect(link).toMatch(/\/shared-media\?token=[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId('media-share-state')).toContainText('Geteilt bis');

  // Comments on the session: an internal one (by the API) and one for the customer (on the page).
  await apiPost(page, `/api/media-sessions/${sessionPath.split('/').pop()}/comments`, {
    body: 'Klavier braucht zwei Träger',
  });
  const comments = page.getByRole('region', { name: 'Kommentare' });
  await comments.getByRole('textbox', { name: 'Neuer Kommentar' }).fill('Bitte auch den Keller zeigen');
  await comments.getByRole('radio', { name: 'Intern' }).focus();
  await page.keyboard.press('ArrowRight');
  await comments.getByRole('button', { name: 'Für den Kunden veröffentlichen' }).click();
  await expect(
    comments.getByRole('listitem').filter({ hasText: 'Bitte auch den Keller zeigen' }),
  ).toContainText('Für den Kunden sichtbar');

  const customerContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'de-CH',
  });
  const customer = await customerContext.newPage();
  const url = new URL(link);
  await customer.goto(`${url.pathname}${url.search}`);
  await expect(customer.getByRole('heading', { name: 'Besichtigung Wohnung' })).toBeVisible();
  await expect(customer.getByTestId('shared-photo')).toHaveCount(10);
  await expect(customer.getByRole('img', { name: 'Wohnzimmer mit Klavier' })).toBeVisible();
  const messages = customer.getByRole('region', { name: /^Nachrichten von / });
  await expect(messages).toContainText('Bitte auch den Keller zeigen');
  await expect(customer.getByText('Klavier braucht zwei Träger')).toHaveCount(0);
  const own = await makePhotos(customer, 1, 'keller');
  await customer.locator('input[type="file"]').setInputFiles(own);
  await expect(customer.getByText('1 von 1 hochgeladen')).toBeVisible();
  await expect(customer.getByTestId('shared-photo')).toHaveCount(11);
  await expect(customer.getByText('Von Ihnen')).toBeVisible();
  await customerContext.close();

  // The office's open page hears of it: the customer's photo is there, marked.
  await expect(page.getByRole('region', { name: '11 Dateien' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: '11 Dateien' }).getByText('Vom Kunden')).toBeVisible();
  // And the list shows the session of the job.
  await page.goto(`/media?contractId=${contract._id}`);
  const row = page.getByRole('row').filter({ hasText: 'Besichtigung Wohnung' });
  await expect(row).toContainText('11');
  await expect(row).toContainText(`Auftrag ${contract.number}`);
});
