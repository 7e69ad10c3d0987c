import { expect, test } from '@playwright/test';
import { apiPost } from '../support/api.ts';
import { OWNER, openSignedIn, submitSignIn } from '../support/app.ts';
import { latestMailTo, setPasswordPath } from '../support/mailbox.ts';
import { unique } from '../support/unique.ts';

test('an invited employee sets a password through the e-mailed link and signs in', async ({
  page,
  browser,
}) => {
  const lastName = unique('Eingeladen');
  const email = `${lastName.replace(' ', '.').toLowerCase()}@example.com`;
  await openSignedIn(page, OWNER);
  await apiPost(page, '/api/employees', { firstName: 'Nina', lastName, email, sendInvite: true });
  const mail = await latestMailTo(page, email);
  const path = setPasswordPath(mail.text);

  // The invited person has no session: a fresh browser context.
  const context = await browser.newContext();
  const invited = await context.newPage();
  await invited.goto(path);
  await expect(invited.getByRole('heading', { name: /^Willkommen bei / })).toBeVisible();
  await invited.getByLabel('Neues Passwort', { exact: true }).fill('mein-neues-passwort');
  await invited.getByLabel('Passwort wiederholen', { exact: true }).fill('mein-anderes-passwort');
  await invited.getByRole('button', { name: 'Passwort festlegen' }).click();
  await expect(invited.getByText('Bitte überprüfen Sie das Passwort noch einmal!')).toBeVisible();
  await invited.getByLabel('Passwort wiederholen', { exact: true }).fill('mein-neues-passwort');
  await invited.getByRole('button', { name: 'Passwort festlegen' }).click();
  await expect(invited.getByRole('heading', { name: 'Passwort festgelegt' })).toBeVisible();

  await invited.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await submitSignIn(invited, email, 'mein-neues-passwort');
  await expect(invited).not.toHaveURL(/\/login\.php/);
  await expect(invited.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();

  // The link works once.
  await invited.goto(path);
  await expect(invited.getByRole('alert')).toContainText('Dieser Link ist nicht mehr gültig');
  await context.close();
});
