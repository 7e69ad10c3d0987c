import { expect, test } from '@playwright/test';
import { apiPost } from '../support/api.ts';
import { OWNER, openSignedIn, pathOf } from '../support/app.ts';
import { pickOption } from '../support/combobox.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { unique } from '../support/unique.ts';

test('mail template: written with a placeholder, previewed with a job, sent with an offer, read in the mailbox', async ({
  page,
}) => {
  // Several screens and the editor's chunk on a shared, busy machine.
  test.slow();
  const lastName = unique('Vorlagenkundin');
  const email = `${lastName.replace(' ', '.').toLowerCase()}@example.com`;
  const title = unique('Offerte');
  await openSignedIn(page, OWNER);
  const contract = await apiPost<{ _id: string; number: number }>(page, '/api/contracts', {
    newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName, email },
    relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5 },
  });

  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'E-Mail-Vorlagen' })
    .click();
  await expect(page.getByRole('heading', { name: 'E-Mail-Vorlagen', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Neue Vorlage' }).first().click();
  await expect.poll(() => pathOf(page)).toBe('/mail-templates/new');

  const form = page.getByRole('form', { name: 'Vorlage erstellen' });
  await form.getByRole('textbox', { name: 'Betreff' }).fill(`${title} Nr. {{contract_number}}`);
  await form.getByRole('textbox', { name: 'Text' }).click();
  await page.keyboard.type('{{gender_welcome}}, Ihre Umzugsofferte ist bereit.');

  // An unknown placeholder is refused before anything is saved.
  await page.keyboard.type(' {{preis}}');
  await form.getByRole('button', { name: 'Vorlage erstellen' }).click();
  await expect(form.getByText('Unbekannter Platzhalter: {{preis}}')).toBeVisible();
  for (let i = 0; i < ' {{preis}}'.length; i++) await page.keyboard.press('Backspace');

  // The preview fills the text with the chosen job.
  await pickOption(page, form.getByRole('combobox', { name: 'Auftrag' }), lastName, new RegExp(lastName));
  await form.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  const preview = form.getByRole('region', { name: 'Vorschau der E-Mail' });
  await expect(preview).toContainText(`${title} Nr. ${contract.number}`);
  await expect(preview).toContainText(`Sehr geehrte Frau ${lastName}, Ihre Umzugsofferte ist bereit.`);

  await form.getByRole('button', { name: 'Vorlage erstellen' }).click();
  await expect(page.getByText('Die E-Mail-Vorlage wurde erstellt.')).toBeVisible();
  await expect.poll(() => pathOf(page)).toMatch(/^\/mail-templates\/[0-9a-f-]{36}$/);

  // Send the job's offer with the template.
  await page.goto(`/contracts/${contract._id}`);
  await page.getByRole('button', { name: 'Offerte senden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offerte senden' });
  await pickOption(
    page,
    dialog.getByRole('combobox', { name: 'E-Mail-Vorlage' }),
    title,
    `${title} Nr. {{contract_number}}`,
  );
  await dialog.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  await expect(dialog.getByRole('region', { name: 'Vorschau der E-Mail' })).toContainText(
    `Sehr geehrte Frau ${lastName}`,
  );
  await dialog.getByRole('button', { name: 'Offerte senden' }).click();
  await expect(page.getByText('Die Offerte wurde versendet.')).toBeVisible();

  // The e-mail carries the filled text and the offer's link.
  const message = await latestMailTo(page, email);
  expect(message.text).toContain(`Sehr geehrte Frau ${lastName}, Ihre Umzugsofferte ist bereit.`);
  expect(message.text).toMatch(/\/accept-contract\?token=[A-Za-z0-9_-]{20,}/);
  await page.goto(`/dev-mailbox/${message._id}`);
  await expect(page.getByText(`${title} Nr. ${contract.number}`).first()).toBeVisible();
  await expect(page.getByText(`Sehr geehrte Frau ${lastName}, Ihre Umzugsofferte ist bereit.`)).toBeVisible();
});

test('system e-mail: the owner words the acceptance confirmation from the built-in text, previews it, then removes it', async ({
  page,
}) => {
  test.slow();
  const subject = unique('Danke für Ihren Auftrag');
  const lastName = unique('Systemkundin');
  await openSignedIn(page, OWNER);
  const contract = await apiPost<{ _id: string; number: number }>(page, '/api/contracts', {
    newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName },
    relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5 },
  });
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'System-E-Mails' })
    .click();
  const builtIn = page.getByRole('table', { name: 'Eingebaute Texte in Gebrauch' });
  // The acceptance confirmation's German row (the review request has its own built-in text too).
  const german = builtIn
    .getByRole('row')
    .filter({ hasText: 'Deutsch' })
    .filter({ hasText: 'Offerte angenommen' });
  await expect(german).toBeVisible();
  await german.getByRole('link', { name: 'Selbst formulieren' }).click();

  const form = page.getByRole('form', { name: 'System-E-Mail speichern' });
  const title = form.getByRole('textbox', { name: 'Betreff' });
  await expect(title).toHaveValue('Bestätigung: Offerte Nr. {{contract_number}} angenommen');
  await title.fill(`${subject} {{contract_number}}`);

  // Before saving: the preview with example values, then with one of the company's jobs.
  await form.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  const preview = form.getByRole('region', { name: 'Vorschau der E-Mail' });
  await expect(preview).toContainText(`${subject} 1001`);
  await expect(preview).toContainText('Sehr geehrte Frau Muster');
  await pickOption(page, form.getByRole('combobox', { name: 'Auftrag' }), lastName, new RegExp(lastName));
  await expect(
    form.getByText('Text oder Auswahl haben sich seit dieser Vorschau geändert.', { exact: false }),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  await expect(preview).toContainText(`${subject} ${contract.number}`);
  await expect(preview).toContainText(`Sehr geehrte Frau ${lastName}`);

  await form.getByRole('button', { name: 'System-E-Mail speichern' }).click();
  await expect(page.getByText('Die System-E-Mail wurde gespeichert.')).toBeVisible();

  await page.getByRole('link', { name: '← System-E-Mails' }).click();
  const own = page.getByRole('table', { name: 'System-E-Mails' });
  await expect(own.getByRole('row').filter({ hasText: subject })).toContainText('Deutsch');
  await expect(german).toHaveCount(0);

  // Removing it brings the built-in text back (and leaves other tests the default).
  await own.getByRole('link', { name: 'Offerte angenommen' }).click();
  await page.getByRole('button', { name: 'Löschen' }).click();
  await page
    .getByRole('dialog', { name: 'System-E-Mail löschen?' })
    .getByRole('button', { name: 'Löschen' })
    .click();
  await expect(page.getByText('Die System-E-Mail wurde gelöscht.')).toBeVisible();
  await expect(german).toHaveCount(1);
});
