import { expect, test } from '@playwright/test';
import { openSignedIn, pathOf, USER } from '../support/app.ts';

test('profile: own names and phone, e-mail not editable, the password needs the current one', async ({
  page,
}) => {
  await openSignedIn(page, USER);
  await page.getByRole('button', { name: / Beispiel$/ }).click();
  await page.getByRole('menuitem', { name: 'Mein Profil' }).click();
  await expect.poll(() => pathOf(page)).toBe('/@user');
  await expect(page.getByRole('heading', { name: 'Mein Profil' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveAttribute('readonly', '');

  await page.getByRole('textbox', { name: 'Telefon' }).fill('+41 79 123 45 67');
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Ursula');
  await page
    .getByRole('form', { name: 'Persönliche Angaben' })
    .getByRole('button', { name: 'Speichern' })
    .click();
  await expect(page.getByText('Ihre Angaben wurden gespeichert.')).toBeVisible();
  // The header shows the new name at once.
  await expect(page.getByRole('button', { name: 'Ursula Beispiel', exact: true })).toBeVisible();

  const password = page.getByRole('form', { name: 'Passwort ändern' });
  await password.getByLabel(/^Aktuelles Passwort/).fill('not-my-password');
  await password.getByLabel(/^Neues Passwort( \*)?$/).fill('ein-neues-passwort');
  await password.getByLabel(/^Neues Passwort wiederholen/).fill('ein-anderes-passwort');
  await password.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(password.getByText('Bitte überprüfen Sie das Passwort noch einmal!')).toBeVisible();
  await password.getByLabel(/^Neues Passwort wiederholen/).fill('ein-neues-passwort');
  await password.getByRole('button', { name: 'Passwort ändern' }).click();
  // The server refuses a wrong current password with the same words, on that field.
  await expect(password.getByLabel(/^Aktuelles Passwort/)).toHaveAttribute('aria-invalid', 'true');
  await expect(password.getByText('Bitte überprüfen Sie das Passwort noch einmal!')).toBeVisible();

  await page.goto('/@owner');
  await expect(page.getByText('Seite nicht gefunden: /@owner')).toBeVisible();
});
