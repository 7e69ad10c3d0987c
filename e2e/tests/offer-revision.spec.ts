import { expect, test } from '@playwright/test';
import { apiPost, setCompanyTerms } from '../support/api.ts';
import { OWNER, openSignedIn, pathOf } from '../support/app.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { unique } from '../support/unique.ts';

// The customer accepts exactly what they were shown (ADR 023).
test('an open offer: the editor warns before saving; the customer is told it changed and cannot accept the old page', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, OWNER);
  await setCompanyTerms(page, true);
  const lastName = unique('Revision');
  const email = `${lastName.replace(' ', '.').toLowerCase()}@example.com`;
  const contract = await apiPost<{ _id: string; number: number }>(page, '/api/contracts', {
    newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName, email },
    relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5 },
  });
  await apiPost(page, `/api/contracts/${contract._id}/offers`, { language: 'de', validUntil: '2099-12-31' });
  const mail = await latestMailTo(page, email);
  const link = /https?:\/\/\S+\/accept-contract\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, 'an offer link in the e-mail').toEqual(expect.any(String));
  const url = new URL(link ?? '');

  // The customer opens the offer as sent.
  const customer = await browser.newContext({ locale: 'de-CH' });
  const offerPage = await customer.newPage();
  await offerPage.goto(`${url.pathname}${url.search}`);
  await expect(
    offerPage.getByRole('heading', { name: `Offerte Nr. ${contract.number}`, level: 1 }),
  ).toBeVisible();
  await expect(offerPage.getByText('Diese Offerte wurde geändert')).toHaveCount(0);

  // The office edits the job: warned before saving.
  await page.goto(`/contracts/edit/${contract._id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Eine Offerte ist offen' })).toContainText(
    'sieht er die geänderte Offerte',
  );
  await page.getByRole('region', { name: 'Umzug' }).getByLabel('Stundenansatz').fill('200');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect.poll(() => pathOf(page)).toBe(`/contracts/${contract._id}`);

  // The customer accepts on the page loaded before the edit: refused, the page reloads and says why.
  await offerPage.getByRole('checkbox', { name: /AGB gelesen/ }).check();
  await offerPage.getByRole('button', { name: 'Offerte annehmen' }).click();
  await offerPage.getByRole('alertdialog').getByRole('button', { name: 'Ja, annehmen' }).click();
  const notice = offerPage.getByRole('alert').filter({ hasText: 'in der Zwischenzeit geändert' });
  await expect(notice).toContainText('Diese Offerte wurde geändert, seit sie Ihnen gesendet wurde.');
  await expect(offerPage.getByRole('button', { name: 'Offerte annehmen' })).toBeVisible();

  // Now they accept what they see.
  await offerPage.getByRole('checkbox', { name: /AGB gelesen/ }).check();
  await offerPage.getByRole('button', { name: 'Offerte annehmen' }).click();
  await offerPage.getByRole('alertdialog').getByRole('button', { name: 'Ja, annehmen' }).click();
  await expect(
    offerPage.getByRole('heading', { name: 'Vielen Dank! Sie haben die Offerte angenommen.' }),
  ).toBeVisible();
  await customer.close();
});
