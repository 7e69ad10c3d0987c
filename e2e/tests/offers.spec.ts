import { expect, test } from '@playwright/test';
import { apiPost } from '../support/api.ts';
import { documentStillMarked, markDocument, OWNER, openSignedIn, pathOf } from '../support/app.ts';
import { searchList } from '../support/lists.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { unique } from '../support/unique.ts';

test('offers: sent from a job, listed with its state, opened, on the customer page and the dashboard; an acceptance shows live', async ({
  page,
  request,
}) => {
  // One journey through five screens and the customer's answer: longer than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const lastName = unique('Offertkundin');
  const email = `${lastName.replace(' ', '.').toLowerCase()}@example.com`;
  await openSignedIn(page, OWNER, '/');
  const pending = page.getByRole('region', { name: 'Offene Offerten' });
  const before = Number(await pending.getByTestId('figure-value').textContent());

  const contract = await apiPost<{ _id: string; number: number }>(page, '/api/contracts', {
    newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName, email },
    relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5 },
    cleaning: { type: 'select', price: 89000 },
  });
  const label = `Auftrag ${contract.number}`;
  await page.goto(`/contracts/${contract._id}`);
  await page.getByRole('button', { name: 'Offerte senden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offerte senden' });
  await expect(dialog.getByLabel('Empfänger')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Offerte senden' }).click();
  await expect(page.getByText('Die Offerte wurde versendet.')).toBeVisible();

  // The offer list, from the menu: found by the customer's name, open.
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Offerten' })
    .click();
  await searchList(page, lastName);
  const table = page.getByRole('table', { name: 'Offerten' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Offen');
  await expect(row).toContainText(`Erika ${lastName}`);
  await expect(row).toContainText('Noch nicht geöffnet');

  // Its detail.
  await row.getByRole('link', { name: label }).click();
  await expect.poll(() => pathOf(page)).toMatch(/^\/offers\/[0-9a-f-]{36}$/);
  const offerPath = pathOf(page);
  await expect(page.getByRole('heading', { name: `Offerte zu ${label}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Die Offerte wurde nicht angenommen.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Zustellereignisse' })).toBeVisible();

  // The customer's page lists it.
  await page.getByRole('link', { name: `Erika ${lastName}` }).click();
  const customerOffers = page.getByRole('table', { name: 'Offerten' });
  await expect(customerOffers.getByRole('link', { name: label })).toBeVisible();
  await expect(customerOffers.getByText('Offen')).toBeVisible();

  // The dashboard counts it, and its figure leads to the open offers.
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Übersicht' })
    .click();
  await expect(pending.getByTestId('figure-value')).toHaveText(String(before + 1));
  await pending.getByRole('link', { name: 'Offene Offerten anzeigen' }).click();
  await expect.poll(() => pathOf(page)).toBe('/offers?state=open');
  await searchList(page, lastName);
  await expect(
    page.getByRole('table', { name: 'Offerten' }).getByRole('link', { name: label }),
  ).toBeVisible();

  // The customer accepts through the e-mailed link; the list follows without a reload.
  await page.goto(`/offers?q=${encodeURIComponent(lastName)}`);
  await markDocument(page);
  const mail = await latestMailTo(page, email);
  const token = /accept-contract\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  const accepted = await request.post(`/api/public/offers/${token}/accept`, {
    data: { acceptedServices: ['relocation'], termsAccepted: true, revision: 1 },
  });
  expect(accepted.ok()).toBe(true);
  const liveRow = page.getByRole('table', { name: 'Offerten' }).getByRole('row').filter({ hasText: email });
  await expect(liveRow).toContainText('Angenommen');
  expect(await documentStillMarked(page)).toBe(true);

  await page.goto(offerPath);
  const acceptance = page.getByRole('region', { name: 'Annahme' });
  await expect(acceptance.getByText('Umzug')).toBeVisible();
  await expect(acceptance.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  await expect(acceptance.getByText('127.0.0.1').or(acceptance.getByText('::1'))).toBeVisible();
});

test('the offer list in English keeps its state filter in the address', async ({ page }) => {
  await openSignedIn(page, OWNER, '/en/offers?state=expired');
  await expect(page.getByRole('heading', { name: 'Offers', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Expired');
});

test("the dashboard's jobs without offers lead to exactly the jobs it counts", async ({ page }) => {
  await openSignedIn(page, OWNER, '/');
  const contract = await apiPost<{ number: number }>(page, '/api/contracts', {
    newCustomer: {
      lastName: unique('Ohneofferte'),
      email: `${unique('ohne').replace(' ', '.')}@example.com`,
    },
    cleaning: { type: 'select', price: 89000 },
  });
  await page.goto('/');
  const figure = page.getByRole('region', { name: 'Aufträge ohne Offerte' });
  const counted = Number(await figure.getByTestId('figure-value').textContent());
  expect(counted).toBeGreaterThan(0);
  await figure.getByRole('link', { name: 'Aufträge ohne Offerte anzeigen' }).click();

  await expect
    .poll(() => pathOf(page))
    .toMatch(/^\/contracts\?withoutOffer=true&createdFrom=[^&]+&sort=-createdAt$/);
  await expect(page.getByText(counted === 1 ? '1 Eintrag' : `${counted} Einträge`)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Aufträge' }).getByRole('link', { name: `Auftrag ${contract.number}` }),
  ).toBeVisible();
  await expect(page.getByText('2 Filter aktiv')).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^Erstellt seit \d\d\.\d\d\.\d{4} \d\d:\d\d – entfernen$/ }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Ohne Offerte – entfernen' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('withoutOffer')).toBeNull();
  await expect(page.getByText('1 Filter aktiv')).toBeVisible();
});
