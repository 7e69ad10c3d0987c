import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { documentStillMarked, markDocument, OWNER, openSignedIn, pathOf } from '../support/app.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { unique } from '../support/unique.ts';

/**
 * The form's budget on a first visit, JavaScript and CSS gzipped: react (about 67 KB) and zod for the
 * shared schema (about 27 KB) are most of it, the page itself about 8 KB (ADR 056). Below the offer
 * page's 150 KB, which carries the same two.
 */
const INQUIRY_PAGE_BUDGET = 110 * 1000;

/** A visitor of the company's website on a phone. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'de-CH',
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 20, the web inquiry form (ADR 056): the owner switches the form on at /my-company and takes
 * its link; a visitor fills it on a phone (the fields' messages first) and counts items in two rooms
 * (ADR 055); the office's job list, open in another page, shows the new job by itself; the job and its
 * editor show the counted items and volume; the visitor gets the acknowledgement.
 */
test('an inquiry sent on a phone appears live on the office’s job list', async ({ page, browser }) => {
  // Two browsers, a whole form typed on the phone, the office's list and the job page.
  test.slow();
  await openSignedIn(page, OWNER, '/my-company');
  const card = page.getByRole('region', { name: 'Anfrageformular für Ihre Website' });
  const toggle = card.getByRole('switch', { name: 'Formular ist öffentlich erreichbar' });
  if (!(await toggle.isChecked())) {
    await toggle.click();
    await expect(page.getByText('Das Anfrageformular ist eingeschaltet.')).toBeVisible();
  }
  const link = await card.getByRole('textbox', { name: 'Öffentlicher Link' }).inputValue();
  expect(link).toMatch(/\/external\?company=[0-9a-f-]{36}$/);
  await expect(card.getByRole('textbox', { name: 'Code zum Einbetten (iframe)' })).toHaveValue(
    new RegExp(`^<iframe src="${link.replace(/[.?]/g, '\\$&')}"`),
  );
  await expect(card.getByRole('button', { name: 'Kopieren: Öffentlicher Link' })).toBeVisible();

  // The office's job list of web inquiries, left open.
  await page.goto('/contracts?origin=WEB_FORM');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await markDocument(page);
  const lastName = unique('Anfrage');
  await expect(page.getByRole('cell', { name: lastName, exact: false })).toHaveCount(0);

  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  const url = new URL(link);
  await phone.goto(`${url.pathname}${url.search}`);
  const opened = Date.now();
  await expect(phone.getByRole('heading', { name: 'Ihre Umzugsanfrage' })).toBeVisible();

  // Sent empty: each required field says so, next to it, and takes the keyboard to the first.
  await phone.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(phone.getByText('Bitte prüfen Sie die markierten Felder.')).toBeVisible();
  const firstName = phone.getByRole('textbox', { name: 'Vorname *' });
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');

  await phone.getByRole('combobox', { name: 'Anrede' }).selectOption('FEMALE');
  await firstName.fill('Erika');
  await phone.getByRole('textbox', { name: 'Nachname *' }).fill(lastName);
  const email = `${lastName.replace(' ', '.').toLowerCase()}@example.com`;
  await phone.getByRole('textbox', { name: 'E-Mail *' }).fill('erika@');
  await phone.getByRole('textbox', { name: 'Telefon *' }).fill('+41 79 123 45 67');
  await phone.getByLabel('Umzugsdatum *').fill(inDays(40));
  await phone.getByLabel('Flexibel bis (optional)').fill(inDays(42));
  const moveOut = phone.getByRole('group', { name: 'Auszugsadresse' });
  await moveOut.getByRole('textbox', { name: 'Strasse und Nr. *' }).fill('Bahnhofstrasse 1');
  await moveOut.getByRole('textbox', { name: 'PLZ *' }).fill('8001');
  await moveOut.getByRole('textbox', { name: 'Ort *' }).fill('Zürich');
  await moveOut.getByRole('textbox', { name: 'Stockwerk' }).fill('3. OG');
  await moveOut.getByRole('combobox', { name: 'Lift' }).selectOption('no');
  const moveIn = phone.getByRole('group', { name: 'Einzugsadresse' });
  await moveIn.getByRole('textbox', { name: 'Strasse und Nr. *' }).fill('Marktgasse 5');
  await moveIn.getByRole('textbox', { name: 'PLZ *' }).fill('3011');
  await moveIn.getByRole('textbox', { name: 'Ort *' }).fill('Bern');
  await moveIn.getByRole('combobox', { name: 'Lift' }).selectOption('yes');
  await phone.getByRole('textbox', { name: 'Anzahl Zimmer' }).fill('3,5');
  const volume = phone.getByRole('textbox', { name: 'Geschätztes Volumen (m³)' });
  await volume.fill('40');

  // Counting room by room (the company's catalogue): by touch in the living room, by keyboard in the
  // bedroom; the running total fills the volume, which the count then owns.
  const total = phone.getByRole('status').filter({ hasText: /^Total|^Noch nichts/ });
  await expect(total).toHaveText('Noch nichts gezählt.');
  await phone.locator('summary', { hasText: 'Wohnzimmer' }).click();
  await phone.getByRole('button', { name: 'Sofa, 3-plätzig: eins mehr' }).click();
  await phone.getByRole('textbox', { name: 'Stuhl: Anzahl' }).fill('5');
  await phone.getByRole('button', { name: 'Stuhl: eins weniger' }).click();
  await expect(phone.getByRole('textbox', { name: 'Stuhl: Anzahl' })).toHaveValue('4');
  await phone.locator('summary', { hasText: 'Schlafzimmer' }).focus();
  await phone.keyboard.press('Enter');
  await phone.getByRole('button', { name: 'Doppelbett: eins mehr' }).focus();
  await phone.keyboard.press('Enter');
  await phone.getByRole('button', { name: 'Nachttisch: eins mehr' }).focus();
  await phone.keyboard.press('Enter');
  await phone.keyboard.press('Space');
  // 2 + 4 × 0.2 + 2 + 2 × 0.15 = 5.1 m³.
  await expect(total).toHaveText('Total: 8 Stück, 5.1 m³');
  await expect(phone.locator('summary', { hasText: 'Wohnzimmer' })).toContainText('5 Stück · 2.8 m³');
  await expect(volume).toHaveValue('5.1');
  await expect(volume).toHaveAttribute('readonly', '');
  await phone.getByRole('textbox', { name: /^Inventar/ }).fill('Sofa, 2 Betten, 30 Kisten');
  await phone.getByRole('textbox', { name: 'Nachricht' }).fill('Bitte am Abend anrufen.');

  // A wrong e-mail address is named on its field, in the page's language, before anything is sent.
  await phone.getByRole('button', { name: 'Anfrage senden' }).click();
  const emailField = phone.getByRole('textbox', { name: 'E-Mail *' });
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  await emailField.fill(email);

  // A person takes longer than the form's three seconds; the journey makes sure it did too.
  const waited = Date.now() - opened;
  if (waited < 3_500) await phone.waitForTimeout(3_500 - waited);
  await phone.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(phone.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage!' })).toBeFocused();

  // The office's list shows the new job by itself: no reload (the document keeps its mark).
  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Webformular');
  await expect(row).toContainText('Zürich');
  expect(await documentStillMarked(page)).toBe(true);

  const ack = await latestMailTo(page, email);
  expect(ack.text).toContain('Sehr geehrte Frau');
  expect(ack.text).toContain('Vielen Dank für Ihre Anfrage');

  // The job carries what the visitor entered, and the counted items with their volume.
  await row.getByRole('link').first().click();
  await expect(page.getByText('Bitte am Abend anrufen.')).toBeVisible();
  const inventory = page.getByRole('table', { name: 'Inventar / Volumen' });
  await expect(inventory.getByRole('row', { name: /4 × Stuhl/ })).toContainText('0.8 m³');
  await expect(inventory.getByRole('row', { name: /2 × Nachttisch/ })).toContainText('0.3 m³');
  await expect(inventory.getByRole('row', { name: /Total Volumen/ })).toContainText('5.1 m³');
  // The office's editor counts them, and the job's volume is the counted one (not the 40 typed before).
  await page.getByRole('link', { name: 'Bearbeiten' }).click();
  await expect.poll(() => pathOf(page)).toMatch(/^\/contracts\/edit\/[0-9a-f-]{36}$/);
  const editor = page.getByRole('region', { name: 'Inventar / Volumen' });
  await expect(editor.getByTestId('volume-total')).toHaveText('Total Volumen: 5.1 m³');
  await expect(editor.getByLabel('Anzahl Stuhl')).toHaveValue('4');
  await expect(
    page.getByRole('region', { name: 'Umzug' }).getByRole('textbox', { name: 'Zusätzliche Informationen' }),
  ).toHaveValue(/Gezähltes Volumen: 5\.1 m³ \(8 Stück, siehe Inventar\)/);
  const jobId = pathOf(page).split('/').pop() ?? '';
  const job = (await (await page.request.get(`/api/contracts/${jobId}`)).json()) as {
    relocation: { volumeM3: number };
  };
  expect(job.relocation.volumeM3).toBe(5.1);
  await context.close();
});

test('an unknown company’s form says so, in either language', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  await phone.goto('/external?company=00000000-0000-4000-8000-000000000000');
  await expect(phone.getByRole('heading', { name: 'Formular nicht gefunden' })).toBeVisible();
  await phone.goto('/en/external?company=nothing');
  await expect(phone.getByRole('heading', { name: 'Form not found' })).toBeVisible();
  await context.close();
});

/**
 * The form's JavaScript and CSS as a phone downloads them on a first visit, measured like the offer
 * and review pages' (accept-offer.spec.ts): the entry and every module it imports, each gzipped.
 */
test('the inquiry form loads a small bundle of its own', async ({ request }) => {
  const html = await (await request.get('/external?company=x')).text();
  expect(html).not.toContain('mantine');
  const pending = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] ?? '',
  );
  expect(pending.length).toBeGreaterThan(0);
  const seen = new Set<string>();
  let gzipped = 0;
  let raw = 0;
  while (pending.length > 0) {
    const file = pending.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    const response = await request.get(file);
    expect(response.ok(), file).toBe(true);
    const body = await response.body();
    raw += body.length;
    gzipped += gzipSync(body).length;
    for (const match of body
      .toString('utf8')
      .matchAll(/(?:from\s*|import\s*\(?\s*)["'](\.\/[^"']+\.js)["']/g))
      pending.push(new URL(match[1] ?? '', `http://x${file}`).pathname);
  }
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  const figure = `${seen.size} files, ${kb(raw)} raw, ${kb(gzipped)} gzipped (JavaScript and CSS)`;
  test.info().annotations.push({ type: 'inquiry form first visit', description: figure });
  console.log(`inquiry form first visit: ${figure}`);
  expect([...seen].some((file) => /mantine|tanstack|i18n|socket|app-/.test(file))).toBe(false);
  expect(gzipped).toBeLessThan(INQUIRY_PAGE_BUDGET);
});
