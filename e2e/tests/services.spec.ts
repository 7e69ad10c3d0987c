import { expect, test } from '@playwright/test';
import { OWNER, openSignedIn, USER } from '../support/app.ts';
import { unique } from '../support/unique.ts';

test('services: a parent and a child in the tree, no edit offered, delete with its sub-services', async ({
  page,
}) => {
  const parent = unique('Umzug');
  const child = unique('Möbellift');
  await openSignedIn(page, OWNER);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Dienstleistungen' })
    .click();
  await expect(page.getByRole('heading', { name: 'Dienstleistungen', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Neue Dienstleistung' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Dienstleistung erfassen' });
  await dialog.getByRole('textbox', { name: 'Bezeichnung (Deutsch)' }).fill(parent);
  await dialog.getByRole('textbox', { name: 'Bezeichnung (Französisch)' }).fill(`Déménagement ${parent}`);
  await dialog.getByRole('button', { name: 'Dienstleistung erfassen' }).click();
  await expect(page.getByText('Die Dienstleistung wurde erfasst.')).toBeVisible();

  await page.getByRole('button', { name: 'Neue Dienstleistung' }).click();
  dialog = page.getByRole('dialog', { name: 'Dienstleistung erfassen' });
  await dialog.getByRole('combobox', { name: 'Übergeordnete Dienstleistung' }).click();
  await page.getByRole('option', { name: parent }).click();
  await dialog.getByRole('textbox', { name: 'Bezeichnung (Deutsch)' }).fill(child);
  await dialog.getByRole('radio', { name: 'Anzahl' }).check();
  await dialog.getByRole('button', { name: 'Dienstleistung erfassen' }).click();
  await expect(dialog).toBeHidden();

  // The child follows its parent, one level deeper.
  const table = page.getByRole('table', { name: 'Dienstleistungen' });
  const parentRow = table.getByRole('row', { name: new RegExp(parent) });
  const childRow = table.getByRole('row', { name: new RegExp(child) });
  await expect(parentRow).toHaveAttribute('data-depth', '0');
  await expect(childRow).toHaveAttribute('data-depth', '1');
  await expect(childRow).toContainText('Anzahl');
  await expect(parentRow).toContainText(`FR: Déménagement ${parent}`);
  const names = await table.getByRole('row').allInnerTexts();
  const at = (name: string) => names.findIndex((text) => text.includes(name));
  expect(at(child)).toBe(at(parent) + 1);
  // Services are never edited (spec §5).
  await expect(page.getByRole('button', { name: /Bearbeiten/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Bearbeiten/ })).toHaveCount(0);

  await parentRow.getByRole('button', { name: `Löschen: ${parent}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Dienstleistung löschen?' });
  await expect(confirm).toContainText('und ihre 1 Unterdienstleistung werden gelöscht');
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Die Dienstleistung wurde gelöscht.')).toBeVisible();
  await expect(table.getByText(parent)).toHaveCount(0);
  await expect(table.getByText(child)).toHaveCount(0);
});

test('a USER sees the services and questions but no buttons to change them', async ({ page }) => {
  await openSignedIn(page, USER, '/my-company/services');
  await expect(page.getByRole('heading', { name: 'Dienstleistungen', level: 1 })).toBeVisible();
  await expect(page.getByText('Nur der Inhaber kann Dienstleistungen erfassen und löschen.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neue Dienstleistung' })).toHaveCount(0);
  await page.goto('/my-company/contract-questions');
  await expect(page.getByRole('heading', { name: 'Auftragsfragen', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neue Frage' })).toHaveCount(0);
});
