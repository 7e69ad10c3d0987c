import { expect, test } from '@playwright/test';
import { OWNER, openSignedIn, pathOf, USER } from '../support/app.ts';
import { searchList } from '../support/lists.ts';
import { unique } from '../support/unique.ts';

test('employees (owner): create with a first password, find, change the role, delete', async ({ page }) => {
  const lastName = unique('Beispiel');
  const email = `${lastName.replace(' ', '.').toLowerCase()}@example.com`;
  await openSignedIn(page, OWNER);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Mitarbeiter' })
    .click();
  await page.getByRole('link', { name: 'Neuer Mitarbeiter' }).first().click();
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Lena');
  await page.getByRole('textbox', { name: 'Nachname' }).fill(lastName);
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('radio', { name: 'Erstes Passwort festlegen' }).check();
  await page.getByLabel(/^Erstes Passwort( \*)?$/).fill('kurz');
  await page.getByRole('button', { name: 'Mitarbeiter erfassen' }).click();
  await expect(page.getByText('Das Passwort muss mindestens 10 Zeichen lang sein.')).toBeVisible();
  await page.getByLabel(/^Erstes Passwort( \*)?$/).fill('ein-langes-passwort');
  await page.getByRole('button', { name: 'Mitarbeiter erfassen' }).click();
  await expect(page.getByText('Der Mitarbeiter wurde erfasst.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Lena ${lastName}`, level: 1 })).toBeVisible();

  await page.getByRole('link', { name: '← Mitarbeiter' }).click();
  await searchList(page, lastName);
  const table = page.getByRole('table', { name: 'Mitarbeiter' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: `Lena ${lastName}` }).click();

  await page.getByRole('link', { name: 'Bearbeiten' }).click();
  await page.getByRole('radio', { name: 'Inhaber' }).check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Änderungen wurden gespeichert.')).toBeVisible();
  await expect(page.getByText(`Inhaber · ${email}`)).toBeVisible();

  await page.getByRole('button', { name: 'Löschen' }).click();
  await page
    .getByRole('dialog', { name: 'Mitarbeiter löschen?' })
    .getByRole('button', { name: 'Löschen' })
    .click();
  await expect(page.getByText('Der Mitarbeiter wurde gelöscht.')).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe('/employees');
});

test('a USER has no employees in the navigation, and the page says it is the owner’s', async ({ page }) => {
  await openSignedIn(page, USER);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Kunden' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Mitarbeiter' })).toHaveCount(0);
  await page.goto('/employees');
  await expect(page.getByRole('alert')).toHaveText('Nur der Inhaber kann diese Aktion ausführen');
});
