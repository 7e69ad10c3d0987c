import { expect, test } from '@playwright/test';
import { apiPost } from '../support/api.ts';
import { OWNER, openSignedIn } from '../support/app.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { unique } from '../support/unique.ts';

/**
 * Issue 18, comments: the office writes an internal and a public comment on a job, edits one and
 * deletes one after confirming; the customer's offer page shows only what is public.
 */
test('comments on a job: internal and for the customer, edited, deleted; the offer page shows only the public one', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, OWNER);
  const lastName = unique('Kommentar');
  const email = `${lastName.replace(' ', '.').toLowerCase()}@example.com`;
  const job = await apiPost<{ _id: string; number: number }>(page, '/api/contracts', {
    newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName, email },
    moveOut: { street: 'Bahnhofstrasse', streetNumber: '1', zipCode: '8001', city: 'Zürich' },
    relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5 },
  });
  await apiPost(page, `/api/contracts/${job._id}/offers`, { validUntil: '2099-12-31' });

  await page.goto(`/contracts/${job._id}`);
  const section = page.getByRole('region', { name: 'Kommentare' });
  await expect(section.getByText(/Noch keine Kommentare/)).toBeVisible();
  const box = section.getByRole('textbox', { name: 'Neuer Kommentar' });

  // An internal note: internal is the default.
  await box.fill('Schlüssel beim Hauswart abholen');
  await expect(section.getByRole('radio', { name: 'Intern' })).toBeChecked();
  await section.getByRole('button', { name: 'Kommentar speichern' }).click();
  const thread = section.getByRole('list', { name: 'Kommentare' });
  const internal = thread.getByRole('listitem').filter({ hasText: 'Schlüssel beim Hauswart abholen' });
  await expect(internal.getByText('Intern', { exact: true })).toBeVisible();
  await expect(box).toHaveValue('');

  // A message for the customer, chosen with the keyboard, sent with Ctrl+Enter.
  await box.fill('Wir kommen um 7 Uhr');
  await section.getByRole('radio', { name: 'Intern' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(section.getByRole('radio', { name: 'Für den Kunden sichtbar' })).toBeChecked();
  await box.press('Control+Enter');
  const shown = thread.getByRole('listitem').filter({ hasText: 'Wir kommen um 7 Uhr' });
  await expect(shown.getByText('Für den Kunden sichtbar', { exact: true })).toBeVisible();

  // Edited: the public one gets its last words.
  await shown.getByRole('button', { name: 'Bearbeiten' }).click();
  await shown
    .getByRole('textbox', { name: 'Kommentar' })
    .fill('Wir kommen um 7 Uhr. Bitte Parkplatz freihalten.');
  await shown.getByRole('button', { name: 'Speichern' }).click();
  await expect(shown).toContainText('Bitte Parkplatz freihalten.');
  await expect(shown).toContainText('(bearbeitet)');

  // A third one, deleted after the question.
  await box.fill('Versehentlich geschrieben');
  await section.getByRole('button', { name: 'Kommentar speichern' }).click();
  const mistake = thread.getByRole('listitem').filter({ hasText: 'Versehentlich geschrieben' });
  await mistake.getByRole('button', { name: 'Löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kommentar löschen?' });
  await dialog.getByRole('button', { name: 'Löschen' }).click();
  await expect(mistake).toHaveCount(0);
  await expect(thread.getByRole('listitem')).toHaveCount(2);

  // The job's history tells of both comments.
  const history = page.getByRole('region', { name: 'Verlauf' });
  // The history is its own query: it catches up with the deletion a moment after the thread does.
  await expect(history.getByText('Interner Kommentar geschrieben')).toHaveCount(1);
  await expect(history.getByText('Interner Kommentar geschrieben')).toBeVisible();
  await expect(history.getByText('Kommentar für den Kunden geschrieben')).toBeVisible();

  // The customer, without the office's session: only the public comment, under the company's name.
  const mail = await latestMailTo(page, email);
  const link = /https?:\/\/\S+(\/accept-contract\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(link, 'an offer link in the e-mail').toBeTruthy();
  const context = await browser.newContext({ locale: 'de-CH' });
  const customer = await context.newPage();
  await customer.goto(link ?? '');
  const messages = customer.getByRole('region', { name: /^Nachrichten von / });
  await expect(messages).toContainText('Wir kommen um 7 Uhr. Bitte Parkplatz freihalten.');
  await expect(messages).toContainText('bearbeitet');
  await expect(customer.getByRole('heading', { name: `Offerte Nr. ${job.number}` })).toBeVisible();
  await expect(customer.getByText('Schlüssel beim Hauswart')).toHaveCount(0);
  await expect(customer.getByText('Versehentlich geschrieben')).toHaveCount(0);
  await context.close();
});
