import { expect, test } from '@playwright/test';
import { apiPost } from '../support/api.ts';
import { OWNER, openSignedIn, pathOf } from '../support/app.ts';
import { latestMailMatching, latestMailTo } from '../support/mailbox.ts';
import { unique } from '../support/unique.ts';

/** Issue 17: an appointment made from a job's page, invited by e-mail with an .ics, found and deleted. */
test('a viewing made from a job: on the job, in the list, invited by e-mail with an .ics, cancelled on delete', async ({
  page,
}) => {
  await openSignedIn(page, OWNER);
  const lastName = unique('Termin');
  const email = `${lastName.replace(' ', '.').toLowerCase()}@example.com`;
  const contract = await apiPost<{ _id: string; number: number }>(page, '/api/contracts', {
    newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName, email },
    moveOut: { street: 'Bahnhofstrasse', streetNumber: '1', zipCode: '8001', city: 'Zürich' },
    relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5, expectedTime: 7 },
  });

  await page.goto(`/contracts/${contract._id}`);
  const section = page.getByRole('region', { name: 'Termine' });
  await expect(section).toContainText('Noch keine Termine.');
  await section.getByRole('button', { name: 'Neuer Termin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuer Termin' });
  const start = dialog.getByLabel('Beginn');
  await start.fill('15.03.2099 09:30');
  await start.press('Tab');
  await dialog.getByLabel('Dauer in Minuten').fill('90');
  await dialog.getByLabel('Einladung per E-Mail senden').check();
  await dialog.getByLabel('Kopie an den Kunden').check();
  await dialog.getByRole('button', { name: 'Termin speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Termin erfasst.')).toBeVisible();
  await expect(section.getByRole('link', { name: '15.03.2099 09:30' })).toBeVisible();
  await expect(section).toContainText('Besichtigung');

  // The customer's copy: the built-in text and the .ics with the time in Zürich.
  const mail = await latestMailTo(page, email);
  expect(mail.text).toContain('15.03.2099 09:30');
  expect(mail.text).toContain('Bahnhofstrasse 1, 8001 Zürich');
  const detail = (await (await page.request.get(`/api/dev-mailbox/${mail._id}`)).json()) as {
    attachments: { _id: string; filename: string; contentType: string }[];
  };
  const ics = detail.attachments.find((file) => file.filename === 'termin.ics');
  expect(ics?.contentType).toContain('text/calendar');
  const calendar = await (
    await page.request.get(`/api/dev-mailbox/${mail._id}/attachments/${ics?._id}`)
  ).text();
  expect(calendar).toContain('METHOD:REQUEST');
  expect(calendar).toContain('DTSTART;TZID=Europe/Zurich:20990315T093000');

  // In the list, then its page; deleting it says the invitees get a cancellation.
  await page.getByRole('link', { name: 'Termine', exact: true }).first().click();
  await expect.poll(() => pathOf(page)).toBe('/appointments');
  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toContainText('Bahnhofstrasse 1, 8001 Zürich');
  await row.getByRole('link', { name: '15.03.2099 09:30' }).click();
  await expect(page.getByRole('heading', { name: 'Besichtigung · 15.03.2099 09:30' })).toBeVisible();
  await page.getByRole('button', { name: 'Löschen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Termin löschen?' });
  await expect(confirm).toContainText('Alle Eingeladenen erhalten eine Absage');
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect.poll(() => pathOf(page)).toBe('/appointments');
  await latestMailMatching(page, email, /^Abgesagt:/);
});
