import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { apiPost } from '../support/api.ts';
import { OWNER, openSignedIn, pathOf } from '../support/app.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { unique } from '../support/unique.ts';

/** The review page's budget: as light as the offer page (150 KB), and in practice far lighter. */
const REVIEW_PAGE_JS_BUDGET = 80 * 1000;

/** A phone: the customer opens the link from their e-mail app. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'de-CH',
};

/** The company's public review page the funnel invites happy customers to (ADR 050). */
const PUBLIC_REVIEWS = 'https://g.page/r/maxer-e2e/review';

/**
 * Issue 18: a review requested from a job, answered on a phone with the keyboard, seen by the office;
 * the review funnel's invitation on the thanks page and the trend chart on /reviews (ADR 050).
 */
test('a review requested on a job: the link from the e-mail, stars by keyboard, sent once, in the office’s list', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, OWNER);
  // The owner sets the company's public review page among the review settings.
  await page.goto('/reviews');
  const settings = page.getByRole('region', { name: 'Einstellungen' });
  await settings.getByRole('textbox', { name: 'Ihre öffentliche Bewertungsseite' }).fill(PUBLIC_REVIEWS);
  await settings.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Einstellungen gespeichert.')).toBeVisible();
  const lastName = unique('Bewertung');
  const email = `${lastName.replace(' ', '.').toLowerCase()}@example.com`;
  const contract = await apiPost<{ _id: string; number: number }>(page, '/api/contracts', {
    newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName, email },
    moveOut: { street: 'Bahnhofstrasse', streetNumber: '1', zipCode: '8001', city: 'Zürich' },
    relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5, expectedTime: 7 },
  });

  await page.goto(`/contracts/${contract._id}`);
  await page.getByRole('button', { name: 'Bewertung anfragen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bewertung anfragen' });
  await expect(dialog).toContainText(`${email} erhält eine E-Mail`);
  await dialog.getByRole('button', { name: 'E-Mail senden' }).click();
  await expect(page.getByText(`Bewertungsanfrage an ${email} gesendet.`)).toBeVisible();

  const mail = await latestMailTo(page, email);
  const link = /https?:\/\/\S+\/customers-reviews\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, 'a review link in the e-mail').toBeTruthy();
  const url = new URL(link ?? '');

  // The customer, on a phone, without the office's session.
  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  await phone.goto(`${url.pathname}${url.search}`);
  await expect(phone.getByRole('heading', { name: 'Wie zufrieden waren Sie?' })).toBeVisible();
  await expect(phone.getByText(`Auftrag Nr. ${contract.number}`)).toBeVisible();
  // Keyboard only: into the first star group, the arrows choose, Tab moves on to its comment.
  const quality = phone.getByRole('group', { name: 'Qualität der Dienstleistung' });
  await quality.getByRole('radio', { name: '1 Stern', exact: true }).focus();
  await phone.keyboard.press('Space');
  await phone.keyboard.press('ArrowRight');
  await phone.keyboard.press('ArrowRight');
  await phone.keyboard.press('ArrowRight');
  await expect(quality.getByRole('radio', { name: '4 Sterne' })).toBeChecked();
  await phone.keyboard.press('Tab');
  await phone.keyboard.type('Sorgfältig');
  const team = phone.getByRole('group', { name: 'Team' });
  await team.getByRole('radio', { name: '1 Stern', exact: true }).focus();
  // From the first star, back wraps round to the last.
  await phone.keyboard.press('ArrowLeft');
  await expect(team.getByRole('radio', { name: '5 Sterne' })).toBeChecked();
  await phone.getByRole('textbox', { name: 'Ihr Kommentar (freiwillig)' }).fill('Pünktlich und freundlich.');
  await phone.getByRole('button', { name: 'Bewertung abschicken' }).click();
  await expect(phone.getByRole('heading', { name: 'Vielen Dank!' })).toBeFocused();
  // 4.5 stars on average: the invitation to the company's public page, opening in a new tab.
  const invitation = phone.getByRole('link', {
    name: 'Jetzt öffentlich bewerten (öffnet in einem neuen Tab)',
  });
  await expect(invitation).toHaveAttribute('href', PUBLIC_REVIEWS);
  await expect(invitation).toHaveAttribute('target', '_blank');
  await expect(invitation).toHaveAttribute('rel', 'noopener noreferrer');
  // A second visit shows the thanks, not the form.
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Vielen Dank!' })).toBeVisible();
  await expect(invitation).toBeVisible();
  await expect(phone.getByRole('radio')).toHaveCount(0);
  await context.close();

  // The office: the job is reviewed, the review is in the list with its stars.
  await page.goto(`/contracts/${contract._id}`);
  await expect(page.getByRole('button', { name: 'Bewertung anfragen' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Bewertungen', exact: true }).first().click();
  await expect.poll(() => pathOf(page)).toBe('/reviews');
  const row = page.getByRole('row').filter({ hasText: `Erika ${lastName}` });
  await expect(row).toContainText('Pünktlich und freundlich.');
  await expect(row.getByRole('img', { name: '4.5 von 5' })).toBeVisible();
  // The trend of the last twelve months: the chart drawn (loaded on its own), its figures a table.
  const trend = page.getByRole('region', { name: 'Verlauf der letzten 12 Monate' });
  await expect(trend.getByTestId('review-trend-chart').locator('svg.recharts-surface')).toBeVisible();
  await trend.getByRole('button', { name: 'Zahlen anzeigen' }).click();
  const figures = trend.getByRole('table', { name: 'Bewertungen pro Monat' });
  await expect(figures).toBeVisible();
  await expect(figures.getByRole('row')).toHaveCount(13);
  const thisMonth = new Intl.DateTimeFormat('de-CH', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Zurich',
  }).format(new Date());
  const current = figures.getByRole('row').filter({ has: page.getByRole('rowheader', { name: thisMonth }) });
  await expect(current.getByRole('cell').first()).not.toHaveText('0');
  await row.getByRole('link', { name: `Erika ${lastName}` }).click();
  const answers = page.getByRole('region', { name: 'Antworten' });
  await expect(answers.getByRole('row').filter({ hasText: 'Qualität der Dienstleistung' })).toContainText(
    'Sorgfältig',
  );
  await expect(answers.getByRole('row').filter({ hasText: 'Preis' })).toContainText('nicht bewertet');
});

test('an unknown review link says only that', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  await phone.goto(`/customers-reviews?token=${'x'.repeat(43)}`);
  await expect(phone.getByRole('heading', { name: 'Link ungültig' })).toBeVisible();
  await phone.goto(`/en/customers-reviews?token=${'x'.repeat(43)}`);
  await expect(phone.getByRole('heading', { name: 'Invalid link' })).toBeVisible();
  await context.close();
});

/**
 * The review page's JavaScript as a phone downloads it on a first visit, measured like the offer
 * page's (accept-offer.spec.ts): the entry and every module it imports, each gzipped.
 */
test('the review page loads a small bundle of its own', async ({ request }) => {
  const html = await (await request.get('/customers-reviews')).text();
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
  test.info().annotations.push({ type: 'review page first visit', description: figure });
  console.log(`review page first visit: ${figure}`);
  expect([...seen].some((file) => /mantine|tanstack|i18n|socket|app-/.test(file))).toBe(false);
  expect(gzipped).toBeLessThan(REVIEW_PAGE_JS_BUDGET);
});
