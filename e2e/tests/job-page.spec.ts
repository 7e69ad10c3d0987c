import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { apiPost, setCompanyTerms } from '../support/api.ts';
import { OWNER, openSignedIn } from '../support/app.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { unique } from '../support/unique.ts';

/** Issue 15, items 1 and 18: the job page shows the whole job, what was accepted, and its history. */

const labels = (de: string) => ({ de, en: de });

/** The demo company's catalogue grows by a vehicle, a service and a question of this run. */
async function catalogue(page: Page) {
  const vehicle = await apiPost<{ _id: string; name: string }>(page, '/api/vehicles', {
    name: unique('Möbelwagen'),
    registrationNumber: 'ZH 4711',
  });
  const service = await apiPost<{ _id: string }>(page, '/api/services', {
    labels: labels(unique('Klaviertransport')),
    type: 'check',
  });
  const question = await apiPost<{ _id: string; labels: { de: string } }>(page, '/api/contract-questions', {
    labels: labels(unique('Wie haben Sie uns gefunden')),
    type: 'SELECT',
    options: [
      { value: 'web', labels: labels('Internet') },
      { value: 'friend', labels: labels('Empfehlung') },
    ],
  });
  const serviceLabel = (
    (await (await page.request.get('/api/services/tree')).json()) as { _id: string; labels: { de: string } }[]
  ).find((item) => item._id === service._id)?.labels.de;
  return { vehicle, service, serviceLabel: serviceLabel ?? '', question };
}

test('the job page shows the whole job, what the customer accepted, and its history', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, OWNER);
  await setCompanyTerms(page, true);
  const { vehicle, service, serviceLabel, question } = await catalogue(page);
  const lastName = unique('Verlauf');
  const email = `${lastName.replace(' ', '.').toLowerCase()}@example.com`;
  const contract = await apiPost<{ _id: string; number: number }>(page, '/api/contracts', {
    newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName, email },
    moveOut: {
      street: 'Bahnhofstrasse',
      streetNumber: '1',
      zipCode: '8001',
      city: 'Zürich',
      floor: '3. OG',
      elevator: false,
    },
    moveIn: {
      street: 'Marktgasse',
      streetNumber: '7',
      zipCode: '3011',
      city: 'Bern',
      floor: 'EG',
      elevator: true,
    },
    relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5, expectedTime: 7 },
    // 07:00 UTC in March is 08:00 in Zurich, the demo company's time zone.
    relocationDetails: { startAt: '2099-03-16T07:00:00.000Z', workers: 3, vehicleIds: [vehicle._id] },
    trash: { flatRatePrice: 30000 },
    cleaning: { type: 'select', price: 89000 },
    specialProducts: [{ name: 'Klavier', count: 1, unitPrice: 25000 }],
    services: [{ serviceId: service._id, value: true }],
    answers: [{ questionId: question._id, value: 'friend' }],
    additionalDetails: 'Hund im Haus, bitte klingeln.',
  });

  await page.goto(`/contracts/${contract._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Auftrag ${contract.number}` })).toBeVisible();
  const move = page.getByRole('region', { name: 'Umzug' });
  await expect(move).toContainText('16.03.2099 08:00');
  await expect(move).toContainText('5 – 7 Std.');
  await expect(move).toContainText(`${vehicle.name} (ZH 4711)`);
  const addresses = page.getByRole('region', { name: 'Adressen' });
  await expect(addresses).toContainText('Bahnhofstrasse 1, 8001 Zürich');
  await expect(addresses).toContainText('3. OG');
  await expect(page.getByRole('region', { name: 'Positionen' })).toContainText('Klavier');
  await expect(page.getByRole('region', { name: 'Zusatzleistungen' })).toContainText(serviceLabel);
  await expect(page.getByRole('region', { name: 'Fragen und Antworten' })).toContainText(
    `${question.labels.de}Empfehlung`,
  );
  await expect(page.getByRole('region', { name: 'Notizen' })).toContainText('Hund im Haus');
  await expect(page.getByRole('region', { name: 'Angenommen' })).toHaveCount(0);

  // The office sends the offer; the customer opens it on a phone and accepts without the disposal.
  await page.getByRole('button', { name: 'Offerte senden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offerte senden' });
  await dialog.getByRole('button', { name: 'Offerte senden' }).click();
  await expect(page.getByText('Die Offerte wurde versendet.')).toBeVisible();
  const mail = await latestMailTo(page, email);
  const link = /https?:\/\/\S+\/accept-contract\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? '';
  expect(link, 'an offer link in the e-mail').not.toBe('');
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-CH' });
  const offerPage = await customer.newPage();
  await offerPage.goto(`${new URL(link).pathname}${new URL(link).search}`);
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

  // The office's page follows without a reload: the acceptance and the history.
  const accepted = page.getByRole('region', { name: 'Angenommen' });
  await expect(accepted.getByText('Umzug: angenommen')).toBeVisible();
  await expect(accepted.getByText('Reinigung: angenommen')).toBeVisible();
  await expect(accepted.getByText('Entsorgung: abgelehnt')).toBeVisible();
  await expect(accepted).toContainText(`Erika ${lastName} über den Link an ${email}`);
  await expect(accepted).toContainText('AGBakzeptiert');
  await expect(page.getByRole('button', { name: 'Rechnung erstellen' })).toBeVisible();

  const history = page.getByRole('list', { name: 'Verlauf' });
  const entries = history.getByRole('listitem');
  await expect(entries.filter({ hasText: 'Offerte angenommen: Umzug, Reinigung' })).toContainText(
    'vom Kunden',
  );
  await expect(entries.first()).toContainText('Auftrag erfasst');
  await expect(entries.filter({ hasText: `Offerte gesendet an ${email}` })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Offerte vom Kunden geöffnet' })).toHaveCount(1);
  // The offer's e-mail and the acceptance confirmation, sent by the development mailbox.
  await expect(entries.filter({ hasText: 'E-Mail gesendet' }).filter({ hasText: email })).toHaveCount(2, {
    timeout: 15_000,
  });
  const texts = await entries.allTextContents();
  const position = (text: string) => texts.findIndex((entry) => entry.includes(text));
  expect(position('Auftrag erfasst')).toBeLessThan(position('Offerte gesendet'));
  expect(position('Offerte gesendet')).toBeLessThan(position('Offerte vom Kunden geöffnet'));
  expect(position('Offerte vom Kunden geöffnet')).toBeLessThan(position('Offerte angenommen'));

  // An invoice joins the history.
  // An hourly job asks for the hours worked, pre-filled with the estimate.
  await page.getByRole('button', { name: 'Rechnung erstellen' }).click();
  const worked = page.getByRole('dialog', { name: 'Rechnung nach Aufwand' });
  await worked.getByRole('button', { name: 'Rechnung erstellen' }).click();
  await expect(page).toHaveURL(/\/invoices\//);
  await expect(page.getByRole('heading', { level: 1, name: /Rechnung \d+/ })).toBeVisible();
  await page.goBack();
  await expect(entries.filter({ hasText: /Rechnung \d+ erstellt/ })).toHaveCount(1);

  // The page's own content; a toast still on screen is the notifications' to answer for.
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const bad = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
  expect(bad, 'axe on the job page').toEqual([]);
});
