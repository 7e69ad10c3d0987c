import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { documentStillMarked, markDocument, OWNER, openSignedIn } from '../support/app.ts';

/**
 * Spec §9: an open app learns of a newer deployment (the latest-build file beside the app, written by
 * apps/web/build/build-info.ts) and offers a reload. The journey replaces that file as a deployment
 * does (with its pre-compressed copies, which the server prefers) and puts it back afterwards.
 */
const LATEST = path.resolve(import.meta.dirname, '../../apps/web/dist/builds/latest.json');
const VARIANTS = ['', '.br', '.gz'] as const;

async function deploy(content: string) {
  const body = Buffer.from(content);
  await fs.writeFile(LATEST, body);
  await fs.writeFile(`${LATEST}.br`, zlib.brotliCompressSync(body));
  await fs.writeFile(`${LATEST}.gz`, zlib.gzipSync(body));
}

test('a tab open across a deployment offers to reload, and reloading picks up the new build', async ({
  page,
}) => {
  const saved = await Promise.all(
    VARIANTS.map((suffix) => fs.readFile(`${LATEST}${suffix}`).catch(() => null)),
  );
  try {
    await openSignedIn(page, OWNER, '/customers');
    await expect(page.getByRole('heading', { name: 'Kunden' })).toBeVisible();
    await markDocument(page);

    // A deployment later, coming back to the tab asks, and the newer build is offered.
    await deploy(JSON.stringify({ id: 'a-newer-build', timestamp: Date.now() }));
    await page.evaluate(() => (globalThis as unknown as EventTarget).dispatchEvent(new Event('focus')));
    const notice = page.getByRole('alert').filter({ hasText: 'Neue Version von Maxer' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Laden Sie die Seite neu, sobald Ihre Eingaben gespeichert sind.');
    expect(await documentStillMarked(page)).toBe(true);

    await Promise.all(VARIANTS.map((suffix, index) => restore(`${LATEST}${suffix}`, saved[index] ?? null)));
    await notice.getByRole('button', { name: 'Neu laden' }).click();
    await expect(page.getByRole('heading', { name: 'Kunden' })).toBeVisible();
    expect(await documentStillMarked(page)).toBe(false);
    await expect(page.getByText('Neue Version von Maxer')).toBeHidden();
  } finally {
    await Promise.all(VARIANTS.map((suffix, index) => restore(`${LATEST}${suffix}`, saved[index] ?? null)));
  }
});

async function restore(file: string, content: Buffer | null) {
  if (content) await fs.writeFile(file, content);
  else await fs.rm(file, { force: true });
}
