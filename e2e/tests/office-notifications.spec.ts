import { expect, test } from '@playwright/test';
import { apiPost } from '../support/api.ts';
import { OWNER, openSignedIn } from '../support/app.ts';
import { offerLinkTo } from '../support/mailbox.ts';
import { unique } from '../support/unique.ts';

test('a customer accepts while the owner looks at another page: the bell counts it, names the job, and is read', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, OWNER, '/customers');
  // What earlier journeys left for the demo owner is read already: this one starts at nothing unread.
  await apiPost(page, '/api/notifications/read-all', {});
  await page.reload();
  const quiet = page.getByRole('button', { name: 'Benachrichtigungen', exact: true });
  await expect(quiet).toBeVisible();

  const lastName = unique('Glocke');
  const email = `${lastName.replace(' ', '.').toLowerCase()}@example.com`;
  const contract = await apiPost<{ _id: string; number: number }>(page, '/api/contracts', {
    newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName, email },
    relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5 },
  });
  await apiPost(page, `/api/contracts/${contract._id}/offers`, { language: 'de', validUntil: '2099-12-31' });
  const link = await offerLinkTo(page, email);

  // The customer, in a browser of their own, opens and accepts the offer.
  const customer = await browser.newContext({ locale: 'de-CH' });
  const offerPage = await customer.newPage();
  await offerPage.goto(link);
  await expect(
    offerPage.getByRole('heading', { name: `Offerte Nr. ${contract.number}`, level: 1 }),
  ).toBeVisible();
  const terms = offerPage.getByRole('checkbox', { name: /AGB gelesen/ });
  if ((await terms.count()) > 0) await terms.check();
  await offerPage.getByRole('button', { name: 'Offerte annehmen' }).click();
  await offerPage
    .getByRole('alertdialog', { name: 'Offerte verbindlich annehmen?' })
    .getByRole('button', { name: 'Ja, annehmen' })
    .click();
  await expect(
    offerPage.getByRole('heading', { name: 'Vielen Dank! Sie haben die Offerte angenommen.' }),
  ).toBeVisible();
  await customer.close();

  // The owner's open page: the bell counts one (the answer replaced the "viewed"), without a reload.
  const bell = page.getByRole('button', { name: 'Benachrichtigungen: 1 ungelesen' });
  await expect(bell).toBeVisible();
  await bell.click();
  const list = page.getByRole('region', { name: 'Benachrichtigungen' });
  const item = list
    .getByRole('listitem')
    .filter({ hasText: `Auftrag ${contract.number} (Erika ${lastName})` });
  await expect(item).toContainText('Offerte angenommen');
  await item.getByRole('button', { name: 'Als gelesen markieren' }).click();
  await expect(page.getByRole('button', { name: 'Benachrichtigungen', exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Als gelesen markieren' })).toHaveCount(0);

  // The notification leads to the job.
  await item.getByText('Offerte angenommen').click();
  await expect(page).toHaveURL(new RegExp(`/contracts/${contract._id}$`));
  // Still read after a reload: it is kept on the server.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Benachrichtigungen', exact: true })).toBeVisible();
});
