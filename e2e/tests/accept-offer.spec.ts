import { gzipSync } from 'node:zlib';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiPost, setCompanyTerms } from '../support/api.ts';
import { documentStillMarked, markDocument, OWNER, openSignedIn } from '../support/app.ts';
import { latestMailMatching, offerLinkTo } from '../support/mailbox.ts';
import { unique } from '../support/unique.ts';

interface CreatedContract {
  _id: string;
  number: number;
  vatRate: number;
  price: { grossHigh: number };
}

/** Cents as the German page writes them: "CHF 2'250.95". */
function chf(cents: number): string {
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  return `CHF ${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The payable total of a net amount, worked out here independently of the pricing module: VAT at the
 * company's rate, the sum rounded to 5 Rappen.
 */
function grossChf(netCents: number, vatRate: number): string {
  const gross = netCents + Math.round((netCents * vatRate) / 100);
  return chf(Math.round(gross / 5) * 5);
}

/** The offer page's budget (issue 5): under 150 KB of gzipped JavaScript for everything it loads. */
const OFFER_PAGE_JS_BUDGET = 150 * 1000;

/** A phone: the customer opens the link from their e-mail app. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'de-CH',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

/** A new job of the demo company with three services, and its customer's e-mail address. */
async function newJob(page: Page) {
  const lastName = unique('Kundin');
  const email = `${lastName.replace(' ', '.').toLowerCase()}@example.com`;
  const contract = await apiPost<CreatedContract>(page, '/api/contracts', {
    newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName, email },
    moveOut: { street: 'Bahnhofstrasse', streetNumber: '1', zipCode: '8001', city: 'Zürich', floor: '3' },
    relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5 },
    trash: { flatRatePrice: 30000 },
    cleaning: { type: 'select', price: 89000 },
  });
  return { contract, email, lastName };
}

async function phone(browser: Browser) {
  const context = await browser.newContext(PHONE);
  return { context, page: await context.newPage() };
}

test('the customer accepts on a phone; the office sees it at once; PDF and confirmation exist', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, OWNER);
  // The company has terms (AGB): the customer agrees to them with a box of their own.
  await setCompanyTerms(page, true);
  const { contract, email, lastName } = await newJob(page);
  await page.goto(`/contracts/${contract._id}`);
  await page.getByRole('button', { name: 'Offerte senden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offerte senden' });
  await expect(dialog.getByLabel('Empfänger')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Offerte senden' }).click();
  await expect(page.getByText('Die Offerte wurde versendet.')).toBeVisible();
  const offers = page.getByRole('table', { name: 'Offerten' });
  await expect(offers.getByRole('row').filter({ hasText: email })).toContainText('Offen');
  await markDocument(page);

  const link = await offerLinkTo(page, email);
  expect(link).toMatch(/^\/accept-contract\?token=/);
  const customer = await phone(browser);
  const answer = await customer.page.goto(link);
  expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
  const offerPage = customer.page;
  await expect(
    offerPage.getByRole('heading', { name: `Offerte Nr. ${contract.number}`, level: 1 }),
  ).toBeVisible();
  await expect(offerPage.getByText(`Erika ${lastName}`)).toBeVisible();
  await expect(offerPage.getByText('Bahnhofstrasse 1')).toBeVisible();
  // Everything ticked: 5 h × 180 + 300 + 890 net, the job's own total.
  const total = offerPage.getByTestId('offer-total');
  await expect(total).toHaveText(grossChf(209_000, contract.vatRate));
  expect(grossChf(209_000, contract.vatRate)).toBe(chf(contract.price.grossHigh));

  await offerPage.getByRole('checkbox', { name: /Entsorgung/ }).uncheck();
  await expect(total).toHaveText(grossChf(179_000, contract.vatRate));
  await offerPage.getByRole('checkbox', { name: /Reinigung/ }).uncheck();
  const relocationOnly = grossChf(90_000, contract.vatRate);
  await expect(total).toHaveText(relocationOnly);

  await offerPage.getByRole('button', { name: 'Offerte annehmen' }).click();
  await expect(offerPage.getByText('Bitte akzeptieren Sie die AGB.')).toBeVisible();
  await offerPage.getByRole('checkbox', { name: /AGB gelesen/ }).check();
  await offerPage.getByRole('button', { name: 'Offerte annehmen' }).click();
  const confirm = offerPage.getByRole('alertdialog', { name: 'Offerte verbindlich annehmen?' });
  await expect(confirm).toContainText(`Sie nehmen Umzug zum Total von ${relocationOnly} an.`);
  await confirm.getByRole('button', { name: 'Ja, annehmen' }).click();
  await expect(
    offerPage.getByRole('heading', { name: 'Vielen Dank! Sie haben die Offerte angenommen.' }),
  ).toBeVisible();
  await expect(offerPage.getByRole('button', { name: 'Offerte annehmen' })).toHaveCount(0);

  // The office: a notice and the new state, without a reload.
  await expect(page.getByText(`Die Offerte zu Auftrag ${contract.number} wurde angenommen.`)).toBeVisible();
  await expect(offers.getByRole('row').filter({ hasText: email })).toContainText('Angenommen');
  expect(await documentStillMarked(page)).toBe(true);

  // A reload shows the answer, not the form.
  await offerPage.reload();
  await expect(
    offerPage.getByRole('heading', { name: 'Vielen Dank! Sie haben die Offerte angenommen.' }),
  ).toBeVisible();
  await expect(offerPage.getByRole('checkbox', { name: /Umzug/ })).toBeChecked();
  await expect(offerPage.getByRole('checkbox', { name: /Entsorgung/ })).not.toBeChecked();
  await expect(total).toHaveText(relocationOnly);

  const pdfHref = await offerPage
    .getByRole('link', { name: 'Offerte als PDF herunterladen' })
    .getAttribute('href');
  const pdf = await customer.context.request.get(pdfHref ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const confirmation = await latestMailMatching(page, email, /angenommen/);
  expect(confirmation.text).toContain(`Offerte Nr. ${contract.number}`);
  await customer.context.close();
});

test('the customer rejects an English offer with a reason', async ({ page, browser }) => {
  await openSignedIn(page, OWNER);
  const { contract, email } = await newJob(page);
  await apiPost(page, `/api/contracts/${contract._id}/offers`, { language: 'en', validUntil: '2099-12-31' });
  const link = await offerLinkTo(page, email);
  expect(link).toMatch(/^\/en\/accept-contract\?token=/);

  const customer = await phone(browser);
  const reactErrors: string[] = [];
  customer.page.on('console', (message) => {
    if (message.type() === 'error' && /react|hydrat/i.test(message.text())) reactErrors.push(message.text());
  });
  await customer.page.goto(link);
  await expect(customer.page.getByRole('heading', { name: `Offer no. ${contract.number}` })).toBeVisible();
  // Rendered on the server (ADR 062): the offer is in the HTML itself, before any script runs, in the
  // link's language, and that answer is never stored by a cache.
  const served = await customer.page.request.get(link);
  expect(served.headers()['cache-control']).toBe('no-store');
  const html = await served.text();
  expect(html).toContain('<html lang="en"');
  expect(html).toContain(`>Offer no. ${contract.number}</h1>`);
  // Its stylesheet comes inside (ADR 062, addendum): nothing but this answer stands before the paint.
  expect(html).toMatch(/<style>[^<]*\.total-bar\{/);
  expect(html).not.toContain('rel="stylesheet"');
  // The reason belongs to rejecting: asked in the confirmation, kept if it is cancelled.
  await expect(customer.page.getByLabel('Reason (optional)')).toHaveCount(0);
  await customer.page.getByRole('button', { name: 'Reject the offer' }).click();
  const confirm = customer.page.getByRole('alertdialog', { name: 'Reject the offer?' });
  await confirm.getByLabel('Reason (optional)').fill('We found another company.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await customer.page.getByRole('button', { name: 'Reject the offer' }).click();
  await expect(confirm.getByLabel('Reason (optional)')).toHaveValue('We found another company.');
  await confirm.getByRole('button', { name: 'Yes, reject' }).click();
  await expect(customer.page.getByRole('heading', { name: 'You have rejected the offer.' })).toBeVisible();
  // React took over the server's markup as it was: a mismatch would have been logged and re-rendered.
  expect(reactErrors).toEqual([]);

  const stored = await page.request.get(`/api/contracts/${contract._id}`);
  expect(((await stored.json()) as { status: string }).status).toBe('REJECTED');
  await customer.page.reload();
  await expect(customer.page.getByRole('heading', { name: 'You have rejected the offer.' })).toBeVisible();
  await expect(customer.page.getByRole('button', { name: 'Accept the offer' })).toHaveCount(0);
  await customer.context.close();
});

test('an unknown link shows only that there is no contract', async ({ browser }) => {
  const customer = await phone(browser);
  await customer.page.goto(`/accept-contract?token=${'x'.repeat(43)}`);
  await expect(customer.page.getByText('Es gibt keinen Auftrag zu diesem Link')).toBeVisible();
  await expect(customer.page.getByTestId('offer-total')).toHaveCount(0);
  await customer.page.goto('/en/accept-contract');
  await expect(customer.page.getByText('There is no Contract with the Given Link')).toBeVisible();
  await customer.context.close();
});

/**
 * The page's JavaScript as a phone downloads it: the entry and every module it imports (static or
 * dynamic), fetched from this server, each gzipped. Measured here because the built page exists only
 * where the browser tests run (npm run test:e2e builds it first).
 */
test('the offer page loads under 150 KB of gzipped JavaScript', async ({ request }) => {
  const html = await (await request.get('/accept-contract')).text();
  expect(html).not.toContain('mantine');
  const pending = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
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
  test.info().annotations.push({
    type: 'offer page JavaScript',
    description: `${seen.size} files, ${kb(raw)} raw, ${kb(gzipped)} gzipped`,
  });
  console.log(`offer page JavaScript: ${seen.size} files, ${kb(raw)} raw, ${kb(gzipped)} gzipped`);
  expect([...seen].some((file) => /mantine|tanstack|i18n|socket/.test(file))).toBe(false);
  // No schema library on the customer's phone (ADR 062): neither zod nor the domain chunk that needs it.
  expect([...seen].filter((file) => /\/(zod|domain)-/.test(file))).toEqual([]);
  expect(gzipped).toBeLessThan(OFFER_PAGE_JS_BUDGET);
});
