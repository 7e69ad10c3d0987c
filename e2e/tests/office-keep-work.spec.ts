import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiDelete } from '../support/api.ts';
import { OWNER, openSignedIn, pathOf, signIn, submitSignIn } from '../support/app.ts';
import { unique } from '../support/unique.ts';

/** Issue 15: never lose work (item 6) and Swiss data entry (item 12). */

const KEPT =
  'Ihre ungespeicherten Eingaben sind aufbewahrt: Melden Sie sich wieder an, dann sind sie zurück.';

/** The id of the session this page is signed in with. */
async function currentSessionId(page: Page): Promise<string> {
  const response = await page.request.get('/api/sessions?pageSize=100');
  const { items } = (await response.json()) as { items: Array<{ _id: string; current: boolean }> };
  const current = items.find((item) => item.current);
  if (!current) throw new Error('no current session in the list');
  return current._id;
}

test('a customer form whose session is ended elsewhere says so and is back after signing in again', async ({
  browser,
}) => {
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  try {
    const pageA = await contextA.newPage();
    await signIn(pageA, OWNER);
    await pageA.goto('/customers/new');
    const lastName = unique('Entwurf');
    await pageA.getByLabel(/^Nachname/).fill(lastName);
    await pageA.getByLabel('Ort').fill('Bern');
    const sessionA = await currentSessionId(pageA);

    // Elsewhere, the same person ends A's session (the sessions page does this through the API).
    const pageB = await contextB.newPage();
    await openSignedIn(pageB, OWNER, '/');
    await apiDelete(pageB, `/api/sessions/${sessionA}`);

    // A is told, its work kept, and sent to sign-in with the way back: no silent bounce.
    await expect(pageA.getByText(KEPT)).toBeVisible();
    await expect.poll(() => pathOf(pageA)).toBe('/login.php?redirect=%2Fcustomers%2Fnew');
    await submitSignIn(pageA, OWNER);
    await expect.poll(() => pathOf(pageA)).toBe('/customers/new');
    await expect(
      pageA.getByText('Ihre ungespeicherten Eingaben von vorhin sind wieder da.', { exact: false }),
    ).toBeVisible();
    await expect(pageA.getByLabel(/^Nachname/)).toHaveValue(lastName);
    await expect(pageA.getByLabel('Ort')).toHaveValue('Bern');
  } finally {
    await contextA.close();
    await contextB.close();
  }
});

/** A folding section of the job editor, by its heading. */
const section = (page: Page, name: string): Locator => page.getByRole('region', { name });

test('a move date picked in Swiss format in the job editor saves and shows the same way', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const lastName = unique('Datumkunde');
  await openSignedIn(page, OWNER, '/contracts/new');
  const customer = section(page, 'Kunde');
  await customer.getByText('Neuer Kunde').click();
  await customer.getByLabel(/^Nachname/).fill(lastName);

  // The field speaks Swiss, not the browser's mm/dd/yyyy: typed, then a day picked in its calendar.
  const start = section(page, 'Umzug').getByLabel('Umzugsbeginn');
  await expect(start).toHaveAttribute('placeholder', 'TT.MM.JJJJ HH:MM');
  await start.fill('15.12.2026 08:00');
  await expect(start).toHaveValue('15.12.2026 08:00');
  await start.click();
  await page.getByRole('button', { name: /^16\. Dezember 2026$|^16 Dezember 2026$/ }).click();
  await expect(start).toHaveValue('16.12.2026 08:00');

  await page.getByRole('button', { name: 'Auftrag erstellen' }).click();
  await expect(page.getByText(/Auftrag \d+ wurde erstellt\./)).toBeVisible();
  await expect.poll(() => pathOf(page)).toMatch(/^\/contracts\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/16\.12\.2026/).first()).toBeVisible();

  await page.getByRole('link', { name: 'Bearbeiten' }).click();
  await expect(section(page, 'Umzug').getByLabel('Umzugsbeginn')).toHaveValue('16.12.2026 08:00');
});
