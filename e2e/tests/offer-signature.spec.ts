import { expect, type Page, test } from '@playwright/test';
import { apiPost, setCompanyTerms } from '../support/api.ts';
import { OWNER, openSignedIn } from '../support/app.ts';
import { offerLinkTo } from '../support/mailbox.ts';
import { unique } from '../support/unique.ts';

/** The owner's offer settings, switched on the offers page as an owner does. */
async function requireSignature(page: Page, required: boolean) {
  await page.goto('/offers');
  const settings = page.getByRole('region', { name: 'Offerten: Erinnerung und Unterschrift' });
  const box = settings.getByRole('switch', { name: 'Unterschrift bei der Annahme verlangen' });
  await box.setChecked(required);
  await expect(box).toBeChecked({ checked: required });
  await settings.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Einstellungen gespeichert.')).toBeVisible();
}

// The demo company is shared by every journey: a signature left required would refuse their acceptances,
// so it is switched off again after this file whatever happened in it.
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await openSignedIn(page, OWNER);
  const current = await (await page.request.get('/api/offer-settings')).json();
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'x-csrf')?.value ?? '';
  const response = await page.request.put('/api/offer-settings', {
    data: { ...current, signatureRequired: false },
    headers: { 'x-csrf-token': csrf },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.close();
});

test('the customer draws a signature with the mouse and accepts; the job page shows it signed', async ({
  page,
  browser,
}) => {
  // Two browsers, the settings switched on and back, the job's page: more than one screen's worth.
  test.setTimeout(90_000);
  await openSignedIn(page, OWNER);
  // Other journeys give the demo company terms or take them away: this one asks for them.
  await setCompanyTerms(page, true);
  await requireSignature(page, true);
  try {
    const lastName = unique('Signatur');
    const email = `${lastName.replace(' ', '.').toLowerCase()}@example.com`;
    const contract = await apiPost<{ _id: string; number: number }>(page, '/api/contracts', {
      newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName, email },
      relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5 },
    });
    await apiPost(page, `/api/contracts/${contract._id}/offers`, {
      language: 'de',
      validUntil: '2099-12-31',
    });
    const link = await offerLinkTo(page, email);

    const context = await browser.newContext({ locale: 'de-CH' });
    const customer = await context.newPage();
    await customer.goto(link);
    await expect(
      customer.getByRole('heading', { name: `Offerte Nr. ${contract.number}`, level: 1 }),
    ).toBeVisible();
    const signature = customer.getByRole('group', { name: /Ihre Unterschrift/ });
    await expect(signature).toContainText('erforderlich');

    // Without a signature the page says what is missing, and nothing is sent.
    await customer.getByRole('button', { name: 'Offerte annehmen' }).click();
    await expect(customer.getByText(/Bitte unterschreiben Sie die Annahme/)).toBeVisible();
    await expect(customer.getByRole('alertdialog')).toHaveCount(0);

    await customer.getByRole('checkbox', { name: 'Ich habe die AGB gelesen und bin einverstanden.' }).check();

    // A signature drawn with the mouse: two strokes across the pad.
    const pad = customer.getByTestId('signature-canvas');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await customer.mouse.move(box.x + 20, box.y + box.height * 0.7);
    await customer.mouse.down();
    for (let step = 1; step <= 12; step += 1) {
      await customer.mouse.move(
        box.x + 20 + step * 18,
        box.y + box.height * (0.7 - 0.4 * Math.sin(step / 2)),
      );
    }
    await customer.mouse.up();
    await customer.mouse.move(box.x + 60, box.y + box.height * 0.3);
    await customer.mouse.down();
    await customer.mouse.move(box.x + 160, box.y + box.height * 0.8, { steps: 8 });
    await customer.mouse.up();
    await expect(customer.getByText(/Bitte unterschreiben Sie die Annahme/)).toHaveCount(0);

    await customer.getByRole('button', { name: 'Offerte annehmen' }).click();
    await customer
      .getByRole('alertdialog', { name: 'Offerte verbindlich annehmen?' })
      .getByRole('button', { name: 'Ja, annehmen' })
      .click();
    await expect(
      customer.getByRole('heading', { name: 'Vielen Dank! Sie haben die Offerte angenommen.' }),
    ).toBeVisible();
    await context.close();

    // The office: the job's offers say it was signed; the offer's record shows the drawing.
    await page.goto(`/contracts/${contract._id}`);
    const offers = page.getByRole('table', { name: 'Offerten' });
    const row = offers.getByRole('row').filter({ hasText: email });
    // The job's page loads its sections one by one: on a busy machine the offers come last.
    await expect(row).toContainText('Angenommen', { timeout: 20_000 });
    await expect(row).toContainText('Unterschrieben');
    await row.getByRole('link').first().click();
    const drawing = page.getByRole('img', { name: 'Unterschrift des Kunden' });
    await expect(drawing).toBeVisible({ timeout: 20_000 });
    expect(await drawing.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  } finally {
    await requireSignature(page, false);
  }
});
