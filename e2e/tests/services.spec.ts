import { expect, test } from '@playwright/test';
import { apiPost } from '../support/api.ts';
import { OWNER, openSignedIn, pathOf, USER } from '../support/app.ts';
import { unique } from '../support/unique.ts';

const UUID = /[0-9a-f-]{36}$/;

test('services: a parent and a child through /new, the tree, the detail with every field, delete from the detail', async ({
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

  await page.getByRole('link', { name: 'Neue Dienstleistung' }).first().click();
  await expect.poll(() => pathOf(page)).toBe('/my-company/services/new');
  let form = page.getByRole('form', { name: 'Dienstleistung erfassen' });
  await form.getByRole('textbox', { name: 'Bezeichnung (Deutsch)' }).fill(parent);
  await form.getByRole('textbox', { name: 'Bezeichnung (Französisch)' }).fill(`Déménagement ${parent}`);
  await form.getByRole('button', { name: 'Dienstleistung erfassen' }).click();
  await expect(page.getByText('Die Dienstleistung wurde erfasst.')).toBeVisible();
  // The new service's page: every field, also the languages left empty.
  await expect(page).toHaveURL(UUID);
  await expect(page.getByRole('heading', { name: parent, level: 1 })).toBeVisible();
  await expect(page.getByText(`Déménagement ${parent}`)).toBeVisible();
  await expect(page.getByText('Keine (oberste Ebene)')).toBeVisible();
  const parentPath = pathOf(page);

  // A sub-service starts from its parent's page, the parent already chosen.
  await page.getByRole('link', { name: 'Unterdienstleistung erfassen' }).click();
  form = page.getByRole('form', { name: 'Dienstleistung erfassen' });
  await expect(form.getByRole('combobox', { name: 'Übergeordnete Dienstleistung' })).toHaveValue(parent);
  await form.getByRole('textbox', { name: 'Bezeichnung (Deutsch)' }).fill(child);
  await form.getByRole('radio', { name: 'Anzahl' }).check();
  await form.getByRole('button', { name: 'Dienstleistung erfassen' }).click();
  await expect(page.getByRole('heading', { name: child, level: 1 })).toBeVisible();
  await expect(page.getByText('Anzahl').first()).toBeVisible();
  await page.getByRole('link', { name: parent }).click();
  await expect.poll(() => pathOf(page)).toBe(parentPath);
  await expect(page.getByRole('link', { name: child })).toBeVisible();

  // The tree: the child follows its parent, one level deeper; rows lead to the detail.
  await page.getByRole('link', { name: '← Dienstleistungen' }).click();
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

  await parentRow.getByRole('link', { name: parent }).click();
  await expect.poll(() => pathOf(page)).toBe(parentPath);
  await page.getByRole('button', { name: 'Löschen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Dienstleistung löschen?' });
  await expect(confirm).toContainText('und ihre 1 Unterdienstleistung werden gelöscht');
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Die Dienstleistung wurde gelöscht.')).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe('/my-company/services');
  await expect(table.getByText(parent)).toHaveCount(0);
  await expect(table.getByText(child)).toHaveCount(0);
});

test('the edit address of a service shows its detail and why it cannot be edited; unknown and impossible ids', async ({
  page,
}) => {
  const label = unique('Reinigung');
  await openSignedIn(page, OWNER);
  const service = await apiPost<{ _id: string }>(page, '/api/services', {
    labels: { de: label, en: `Cleaning ${label}` },
    type: 'check',
  });
  await page.goto(`/my-company/services/edit/${service._id}`);
  await expect(page.getByText('Dienstleistungen lassen sich nicht bearbeiten')).toBeVisible();
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
  await expect(page.getByText(`Cleaning ${label}`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Bezeichnung/ })).toHaveCount(0);

  // A well-formed id that is no service of this company: "not found"; one that cannot be an id: no page.
  await page.goto('/my-company/services/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Diesen Eintrag gibt es nicht (mehr).')).toBeVisible();
  await page.goto('/my-company/services/edit/123');
  await expect(page.getByText('Seite nicht gefunden: /my-company/services/edit/123')).toBeVisible();
});

test('a USER sees the services and questions but no buttons to change them', async ({ page }) => {
  await openSignedIn(page, USER, '/my-company/services');
  await expect(page.getByRole('heading', { name: 'Dienstleistungen', level: 1 })).toBeVisible();
  await expect(page.getByText('Nur der Inhaber kann Dienstleistungen erfassen und löschen.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Neue Dienstleistung' })).toHaveCount(0);
  await page.goto('/my-company/services/new');
  await expect(page.getByText('Nur der Inhaber kann diese Aktion ausführen')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Dienstleistung erfassen' })).toHaveCount(0);
  await page.goto('/my-company/contract-questions');
  await expect(page.getByRole('heading', { name: 'Auftragsfragen', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Neue Frage' })).toHaveCount(0);
});
