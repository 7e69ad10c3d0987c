import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN_URL } from '../playwright.config.ts';
import { apiPost, setCompanyTerms } from '../support/api.ts';
import { ADMIN, DEMO_PASSWORD, OWNER, openSignedIn, pathOf, submitSignIn } from '../support/app.ts';
import { latestMailTo, setPasswordPath } from '../support/mailbox.ts';
import { unique } from '../support/unique.ts';

/** Issue 15, items 11, 13, 16 and 17: the offer page on a phone, accessibility, sign-in help. */

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'de-CH',
};

/** axe-core on the page as it is: no serious or critical violation (WCAG 2.1 AA and best practice). */
async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
  expect(bad, `axe on ${what}`).toEqual([]);
}

interface CreatedContract {
  _id: string;
  number: number;
}

/** A new job of the demo company with three services, offered to a new customer; the offer link. */
async function offeredJob(page: Page) {
  const lastName = unique('Handy');
  const email = `${lastName.replace(' ', '.').toLowerCase()}@example.com`;
  const contract = await apiPost<CreatedContract>(page, '/api/contracts', {
    newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName, email },
    moveOut: { street: 'Bahnhofstrasse', streetNumber: '1', zipCode: '8001', city: 'Zürich', floor: '3' },
    relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5, expectedTime: 7 },
    trash: { flatRatePrice: 30000 },
    cleaning: { type: 'select', price: 89000 },
  });
  await apiPost(page, `/api/contracts/${contract._id}/offers`, { language: 'de', validUntil: '2099-12-31' });
  const mail = await latestMailTo(page, email);
  const match = /https?:\/\/\S+\/accept-contract\?token=[A-Za-z0-9_-]+/.exec(mail.text);
  expect(match, 'an offer link in the e-mail').not.toBeNull();
  const url = new URL(match?.[0] ?? '');
  return { contract, email, link: `${url.pathname}${url.search}` };
}

async function phone(browser: Browser) {
  const context = await browser.newContext(PHONE);
  return { context, page: await context.newPage() };
}

test('the offer page on a phone: branded, each service once, total in view, big targets, reason with rejecting', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, OWNER);
  await setCompanyTerms(page, true);
  const { contract, link } = await offeredJob(page);

  const customer = await phone(browser);
  const offerPage = customer.page;
  await offerPage.goto(link);
  await expect(
    offerPage.getByRole('heading', { name: `Offerte Nr. ${contract.number}`, level: 1 }),
  ).toBeVisible();
  // The company's name heads the page, its accent colour marks it.
  await expect(offerPage.getByRole('banner')).toContainText('Muster Umzüge AG');

  // Each service once.
  for (const name of ['Umzug', 'Entsorgung', 'Reinigung']) {
    await expect(offerPage.getByRole('checkbox', { name: new RegExp(`^${name}`) })).toHaveCount(1);
  }
  // No rounding line as a reversed range.
  await expect(offerPage.getByRole('row', { name: /Rundung/ }).filter({ hasText: /–\s*-/ })).toHaveCount(0);

  // The total stays in view while scrolling down to the decision, and follows the ticks.
  const bar = offerPage.getByTestId('sticky-total');
  await offerPage.getByRole('button', { name: 'Offerte annehmen' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText(await offerPage.getByTestId('offer-total').innerText());
  await offerPage.getByRole('checkbox', { name: /^Entsorgung/ }).uncheck();
  await expect(bar).toContainText(await offerPage.getByTestId('offer-total').innerText());
  await offerPage.getByRole('checkbox', { name: /^Entsorgung/ }).scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport();

  // Tap targets of at least 44 px: the boxes with their labels, the buttons, the links.
  const targets = [
    offerPage.locator('label[for^="service-"]'),
    offerPage.locator('label[for="terms"]'),
    offerPage.getByRole('button'),
    offerPage.locator('main a'),
  ];
  for (const target of targets) {
    for (const one of await target.all()) {
      const box = await one.boundingBox();
      expect(box?.height ?? 0, await one.innerText()).toBeGreaterThanOrEqual(44);
    }
  }

  // The terms box links the terms; the reason belongs to rejecting, not under "Accept".
  await expect(offerPage.getByRole('checkbox', { name: /AGB gelesen/ })).toBeVisible();
  await expect(
    offerPage.getByRole('region', { name: 'Ihre Entscheidung' }).getByRole('link', { name: 'AGB öffnen' }),
  ).toBeVisible();
  await expect(offerPage.getByLabel('Grund (freiwillig)')).toHaveCount(0);
  await expectAccessible(offerPage, 'the offer page');

  await offerPage.getByRole('button', { name: 'Offerte ablehnen' }).click();
  const confirm = offerPage.getByRole('alertdialog', { name: 'Offerte ablehnen?' });
  await expect(confirm.getByLabel('Grund (freiwillig)')).toBeFocused();
  await confirm.getByLabel('Grund (freiwillig)').fill('Zu weit weg.');
  await confirm.getByRole('button', { name: 'Ja, ablehnen' }).click();
  await expect(offerPage.getByRole('heading', { name: 'Sie haben die Offerte abgelehnt.' })).toBeVisible();
  await expect(bar).toHaveCount(0);
  await customer.context.close();
});

test('without terms (AGB) the offer page asks for no agreement to them', async ({ page, browser }) => {
  await openSignedIn(page, OWNER);
  await setCompanyTerms(page, false);
  const { link } = await offeredJob(page);
  const customer = await phone(browser);
  await customer.page.goto(link);
  await expect(customer.page.getByRole('button', { name: 'Offerte annehmen' })).toBeVisible();
  await expect(customer.page.getByRole('checkbox', { name: /AGB/ })).toHaveCount(0);
  await expect(customer.page.getByRole('link', { name: 'AGB öffnen' })).toHaveCount(0);
  await customer.page.getByRole('button', { name: 'Offerte annehmen' }).click();
  await customer.page.getByRole('alertdialog').getByRole('button', { name: 'Ja, annehmen' }).click();
  await expect(
    customer.page.getByRole('heading', { name: 'Vielen Dank! Sie haben die Offerte angenommen.' }),
  ).toBeVisible();
  await customer.context.close();
  // The following specs find the demo company as it was.
  await setCompanyTerms(page, true);
});

test('forgot password on the company sign-in: a link by e-mail sets a new password', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, OWNER);
  const email = `${unique('vergesslich').replace(' ', '.').toLowerCase()}@example.com`;
  await apiPost(page, '/api/employees', {
    firstName: 'Vera',
    lastName: 'Vergesslich',
    email,
    role: 'USER',
    password: 'das-alte-passwort',
  });

  const visitor = await browser.newContext({ locale: 'de-CH' });
  const signInPage = await visitor.newPage();
  await signInPage.goto('/login.php');
  await signInPage.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  // The show-password toggle is reachable by keyboard.
  await signInPage.getByLabel('Passwort', { exact: true }).fill('geheim');
  await signInPage.keyboard.press('Tab');
  await expect(signInPage.getByRole('button', { name: 'Passwort anzeigen' })).toBeFocused();
  await signInPage.keyboard.press('Enter');
  await expect(signInPage.getByLabel('Passwort', { exact: true })).toHaveAttribute('type', 'text');

  await signInPage.getByRole('button', { name: 'Passwort vergessen?' }).click();
  await expect(signInPage.getByRole('heading', { name: 'Passwort vergessen' })).toBeVisible();
  await expect(signInPage.getByLabel('E-Mail-Adresse', { exact: true })).toHaveValue(email);
  await signInPage.getByRole('button', { name: 'Link senden' }).click();
  const answer = signInPage.getByRole('status');
  await expect(answer).toContainText(`Wenn zu ${email} ein Konto besteht`);

  // An unknown address gets the very same answer.
  await signInPage.getByRole('button', { name: 'Zurück zur Anmeldung' }).click();
  await signInPage.getByRole('button', { name: 'Passwort vergessen?' }).click();
  await signInPage.getByLabel('E-Mail-Adresse', { exact: true }).fill('niemand-hier@example.com');
  await signInPage.getByRole('button', { name: 'Link senden' }).click();
  await expect(answer).toContainText('Wenn zu niemand-hier@example.com ein Konto besteht');

  const mail = await latestMailTo(page, email);
  await signInPage.goto(setPasswordPath(mail.text));
  await signInPage.getByLabel('Neues Passwort', { exact: true }).fill('das-neue-passwort');
  await signInPage.getByLabel('Passwort wiederholen', { exact: true }).fill('das-neue-passwort');
  await signInPage.getByRole('button', { name: 'Passwort festlegen' }).click();
  await expect(signInPage.getByRole('heading', { name: 'Passwort festgelegt' })).toBeVisible();
  await signInPage.goto('/login.php');
  await submitSignIn(signInPage, email, 'das-neue-passwort');
  await expect.poll(() => pathOf(signInPage)).not.toContain('/login.php');
  await visitor.close();
});

test('forgot password on the admin sign-in; an admin on the company sign-in is told where to go', async ({
  page,
  browser,
}) => {
  await page.goto('/login.php');
  await submitSignIn(page, ADMIN);
  await expect(page.getByRole('alert')).toContainText(`Administratoren melden sich unter ${ADMIN_URL} an.`);

  await page.goto(`${ADMIN_URL}/login.php`);
  await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(ADMIN);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByRole('status')).toContainText(`Wenn zu ${ADMIN} ein Konto besteht`);

  // The admin reads the mailbox signed in as before, then sets the same password again.
  await page.getByRole('button', { name: 'Zurück zur Anmeldung' }).click();
  await submitSignIn(page, ADMIN);
  await expect.poll(() => pathOf(page)).toBe('/admin');
  const mail = await latestMailTo(page, ADMIN, ADMIN_URL);
  expect(mail.text).toContain(`${ADMIN_URL}/set-password?token=`);
  // The link opened where the mail is read: another browser, not signed in.
  const mailApp = await browser.newContext({ locale: 'de-CH' });
  const linkPage = await mailApp.newPage();
  await linkPage.goto(`${ADMIN_URL}${setPasswordPath(mail.text)}`);
  await linkPage.getByLabel('Neues Passwort', { exact: true }).fill(DEMO_PASSWORD);
  await linkPage.getByLabel('Passwort wiederholen', { exact: true }).fill(DEMO_PASSWORD);
  await linkPage.getByRole('button', { name: 'Passwort festlegen' }).click();
  await expect(linkPage.getByRole('heading', { name: 'Passwort festgelegt' })).toBeVisible();
  await mailApp.close();
});

test('the main pages pass axe with no serious or critical violation; a skip link leads to the content', async ({
  page,
}) => {
  // axe reads every page whole: seven pages take longer than one journey.
  test.setTimeout(120_000);
  await page.goto('/login.php');
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expectAccessible(page, 'sign-in');

  await openSignedIn(page, OWNER);
  // The user menu is named by the name it shows.
  await expect(page.getByRole('button', { name: 'Olivia Muster', exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  for (const [path, heading] of [
    ['/', null],
    ['/customers', 'Kunden'],
    ['/contracts', 'Aufträge'],
    ['/invoices', 'Rechnungen'],
    // Last: the job editor (a new, empty one).
    ['/contracts/new', null],
  ] as const) {
    await page.goto(path);
    if (heading) await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectAccessible(page, path);
  }
});
