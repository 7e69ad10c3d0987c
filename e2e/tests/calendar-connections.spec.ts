import { expect, test } from '@playwright/test';
import { OWNER, openSignedIn } from '../support/app.ts';

/** Issue 17: the owner makes the secret calendar address, a calendar app reads it, reminders switch off. */
test('the owner makes a calendar subscription address that a calendar app can read, and switches reminders', async ({
  page,
  request,
}) => {
  await openSignedIn(page, OWNER, '/my-company/calendar');
  const feed = page.getByRole('region', { name: 'Kalender-Abo (ICS)' });
  await expect(feed).toContainText('Noch kein Kalender-Abo eingerichtet.');
  await feed.getByRole('button', { name: 'Abo-Adresse erstellen' }).click();
  const address = feed.getByRole('textbox', { name: 'Abo-Adresse' });
  await expect(address).toHaveValue(/\/api\/public\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = new URL(await address.inputValue());
  // A calendar app has no session: the address alone opens the feed.
  const calendar = await request.get(url.pathname, { headers: { cookie: '' } });
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()['content-type']).toContain('text/calendar');
  const text = await calendar.text();
  expect(text).toContain('METHOD:PUBLISH');
  expect(text).toContain('BEGIN:VTIMEZONE');

  const reminders = page.getByRole('switch', { name: /Kunden am Vortag an den Termin erinnern/ });
  await expect(reminders).toBeChecked();
  await reminders.click();
  await expect(page.getByText('Erinnerungen ausgeschaltet.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('switch', { name: /Kunden am Vortag an den Termin erinnern/ }),
  ).not.toBeChecked();
  await page.getByRole('switch', { name: /Kunden am Vortag an den Termin erinnern/ }).click();
  await expect(page.getByText('Erinnerungen eingeschaltet.')).toBeVisible();
});
