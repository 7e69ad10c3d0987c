import { expect, type Page, test } from '@playwright/test';
import { FAKE_GOOGLE_URL } from '../playwright.config.ts';
import { apiPost } from '../support/api.ts';
import { OWNER, openSignedIn } from '../support/app.ts';
import { pickOption } from '../support/combobox.ts';

/**
 * Issue 17 (ADR 044): the owner connects Google Calendar, chooses the calendars, an appointment
 * arrives in Google; Google withdraws the grant and the page asks to sign in again. Google is a local
 * stand-in speaking its protocol (apps/server/src/testing/fake-google.ts), started beside the server.
 */
interface FakeEvent {
  id: string;
  calendarId: string;
  status: string;
  summary?: string;
  start?: { dateTime?: string; timeZone?: string };
}

async function googleEvents(page: Page): Promise<FakeEvent[]> {
  const response = await page.request.get(`${FAKE_GOOGLE_URL}/__fake/events`);
  return ((await response.json()) as { items: FakeEvent[] }).items;
}

async function csrfOf(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'x-csrf')?.value ?? '';
}

test('the owner connects Google Calendar, an appointment follows, a withdrawn grant asks to sign in again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, OWNER, '/my-company/calendar');
  const google = page.getByRole('region', { name: 'Google Kalender' });
  await expect(google).toContainText('Kein Google-Konto verbunden.');
  // The ICS feed is still there beside it.
  await expect(page.getByRole('region', { name: 'Kalender-Abo (ICS)' })).toBeVisible();

  // To Google's consent page and back through the callback.
  await google.getByRole('button', { name: 'Mit Google verbinden' }).click();
  await expect(page).toHaveURL(/\/my-company\/calendar\?google=connected$/);
  await expect(google).toContainText('Verbunden mit office@movers.example.');
  await expect(google).toContainText('Google-Konto verbunden. Wählen Sie jetzt die Kalender.');

  await pickOption(
    page,
    google.getByRole('combobox', { name: 'Kalender für Termine' }),
    'office',
    'office@movers.example (Europe/Zurich) · Hauptkalender',
  );
  await pickOption(
    page,
    google.getByRole('combobox', { name: 'Kalender für Aufträge' }),
    'Umz',
    'Umzüge (Europe/Zurich)',
  );
  await google.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(page.getByText('Kalenderauswahl gespeichert.')).toBeVisible();

  // A new appointment reaches the chosen calendar (through the job queue).
  const startsAt = new Date(Date.now() + 3 * 86_400_000);
  startsAt.setUTCHours(8, 0, 0, 0);
  const appointment = await apiPost<{ _id: string }>(page, '/api/appointments', {
    kind: 'viewing',
    startsAt: startsAt.toISOString(),
    durationMinutes: 45,
    location: 'Kramgasse 10, 3011 Bern',
  });
  const eventId = `appt${appointment._id.replaceAll('-', '')}`;
  await expect
    .poll(async () => (await googleEvents(page)).find((event) => event.id === eventId), { timeout: 30_000 })
    .toMatchObject({
      calendarId: 'office@movers.example',
      status: 'confirmed',
      summary: 'Besichtigung',
      start: { dateTime: startsAt.toISOString(), timeZone: 'Europe/Zurich' },
    });

  // Google withdraws the grant; the next change meets it, and the page asks to sign in again.
  await page.request.post(`${FAKE_GOOGLE_URL}/__fake/revoke-grants`);
  const moved = new Date(startsAt.getTime() + 86_400_000);
  const change = await page.request.put(`/api/appointments/${appointment._id}`, {
    data: { kind: 'viewing', startsAt: moved.toISOString(), durationMinutes: 45 },
    headers: { 'x-csrf-token': await csrfOf(page) },
  });
  expect(change.status()).toBe(200);
  // The sync job meets the withdrawn grant a moment later; the page shows it once reloaded after that.
  await expect(async () => {
    await page.reload();
    await expect(google.getByText('Bitte melden Sie sich erneut beim Kalenderdienst an')).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 45_000, intervals: [1_000, 2_000] });
  await expect(google.getByRole('button', { name: 'Erneut anmelden' })).toBeVisible();

  // Disconnecting asks first, then removes the connection.
  await google.getByRole('button', { name: 'Verbindung trennen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verbindung mit Google trennen?' });
  await dialog.getByRole('button', { name: 'Verbindung trennen' }).click();
  await expect(google).toContainText('Kein Google-Konto verbunden.');
});
