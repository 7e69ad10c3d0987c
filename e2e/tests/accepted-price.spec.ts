import { expect, test } from '@playwright/test';
import { apiPost, setCompanyTerms } from '../support/api.ts';
import { OWNER, openSignedIn } from '../support/app.ts';
import { searchList } from '../support/lists.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { unique } from '../support/unique.ts';

interface CreatedContract {
  _id: string;
  number: number;
  vatRate: number;
  price: { grossHigh: number };
}

/** Cents as the office's pages write them in German: 2'251.30. */
function swissAmount(cents: number): string {
  const [whole, fraction] = (cents / 100).toFixed(2).split('.');
  return `${(whole ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, "'")}.${fraction}`;
}

/**
 * The payable total of a net amount, worked out here independently of the pricing module: VAT at the
 * company's rate, the sum rounded to 5 Rappen.
 */
function grossCents(netCents: number, vatRate: number): number {
  const gross = netCents + Math.round((netCents * vatRate) / 100);
  return Math.round(gross / 5) * 5;
}

test('a partly accepted job shows the accepted price on the job list and the job page', async ({
  page,
  browser,
}) => {
  // Two browsers, an offer, an e-mail and an acceptance before the office's screens are looked at.
  test.slow();
  await openSignedIn(page, OWNER);
  await setCompanyTerms(page, true);
  const lastName = unique('Teilannahme');
  const email = `${lastName.replace(' ', '.').toLowerCase()}@example.com`;
  const contract = await apiPost<CreatedContract>(page, '/api/contracts', {
    newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName, email },
    relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5 },
    trash: { flatRatePrice: 30000 },
    cleaning: { type: 'select', price: 89000 },
  });
  // Everything offered: 900.00 + 300.00 + 890.00 net.
  const offered = grossCents(209_000, contract.vatRate);
  expect(contract.price.grossHigh).toBe(offered);
  // Accepted without the disposal: 900.00 + 890.00 net.
  const accepted = grossCents(179_000, contract.vatRate);
  await apiPost(page, `/api/contracts/${contract._id}/offers`, { language: 'de', validUntil: '2099-12-31' });
  const link = /https?:\/\/\S+\/accept-contract\?token=[A-Za-z0-9_-]+/.exec(
    (await latestMailTo(page, email)).text,
  );
  expect(link, 'an offer link in the e-mail').not.toBeNull();

  // The customer accepts the relocation and the cleaning, not the disposal.
  const customer = await browser.newContext({ locale: 'de-CH' });
  const offerPage = await customer.newPage();
  const url = new URL(link?.[0] ?? '');
  await offerPage.goto(`${url.pathname}${url.search}`);
  await offerPage.getByRole('checkbox', { name: /Entsorgung/ }).uncheck();
  await offerPage.getByRole('checkbox', { name: /AGB gelesen/ }).check();
  await offerPage.getByRole('button', { name: 'Offerte annehmen' }).click();
  await offerPage
    .getByRole('alertdialog', { name: 'Offerte verbindlich annehmen?' })
    .getByRole('button', { name: 'Ja, annehmen' })
    .click();
  await expect(
    offerPage.getByRole('heading', { name: 'Vielen Dank! Sie haben die Offerte angenommen.' }),
  ).toBeVisible();
  await customer.close();

  // The office's job list shows the accepted price, not the offered one.
  await page.goto('/contracts');
  await searchList(page, lastName);
  const row = page.getByRole('table', { name: 'Aufträge' }).getByRole('row').filter({ hasText: lastName });
  await expect(row).toContainText('Angenommen');
  await expect(row).toContainText(`CHF ${swissAmount(accepted)}`);
  await expect(row).not.toContainText(swissAmount(offered));

  // The job page: the accepted total, the refused disposal marked and not counted.
  await row.getByRole('link', { name: `Auftrag ${contract.number}` }).click();
  const price = page.getByRole('table', { name: 'Preis' });
  await expect(price.getByRole('row', { name: /Total CHF/ })).toContainText(swissAmount(accepted));
  await expect(price).not.toContainText(swissAmount(offered));
  await expect(price.getByText('Entsorgung (nicht angenommen)')).toBeVisible();
  await expect(
    page.getByText(/Vom Kunden angenommener Preis: nur die angenommenen Leistungen zählen/),
  ).toBeVisible();
});
