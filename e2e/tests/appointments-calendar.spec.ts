import { expect, type Page, test } from '@playwright/test';
import { apiPost } from '../support/api.ts';
import { OWNER, openSignedIn } from '../support/app.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { unique } from '../support/unique.ts';

const ZONE = 'Europe/Zurich';

// The whole week view in the window, so dragging never scrolls the page.
test.use({ viewport: { width: 1400, height: 1200 } });

/** 'YYYY-MM-DD' of a day in Zürich. */
function dayIn(at: Date): string {
  return at.toLocaleDateString('sv-SE', { timeZone: ZONE });
}

/** The instant that Zürich's clocks show as this day at this hour. */
function zurichInstant(day: string, hour: number): Date {
  const guess = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  const shown = new Date(`${guess.toLocaleString('sv-SE', { timeZone: ZONE }).replace(' ', 'T')}Z`);
  return new Date(guess.getTime() - (shown.getTime() - guess.getTime()));
}

/** Wednesday and Friday of next week in Zürich. */
function nextWeek(): { wednesday: string; friday: string } {
  const today = new Date(`${dayIn(new Date())}T12:00:00Z`);
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  const monday = today.getTime() - sinceMonday * 86_400_000 + 7 * 86_400_000;
  const day = (offset: number) => new Date(monday + offset * 86_400_000).toISOString().slice(0, 10);
  return { wednesday: day(2), friday: day(4) };
}

/** A day in Zürich this many days from today. */
function dayFromToday(days: number): string {
  return new Date(new Date(`${dayIn(new Date())}T12:00:00Z`).getTime() + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

/** The .ics of the newest e-mail to a recipient. */
async function latestIcsTo(page: Page, recipient: string): Promise<string> {
  const mail = await latestMailTo(page, recipient);
  const detail = (await (await page.request.get(`/api/dev-mailbox/${mail._id}`)).json()) as {
    attachments: { _id: string; filename: string }[];
  };
  const ics = detail.attachments.find((file) => file.filename.endsWith('.ics'));
  return (await page.request.get(`/api/dev-mailbox/${mail._id}/attachments/${ics?._id}`)).text();
}

/**
 * Issue 17: a viewing of a job, invited by e-mail, seen in the week view beside the job's move; dragged
 * to another day, it is saved and the customer's new e-mail carries the updated .ics.
 */
test('the week view: a viewing of next week seen at 10:00 beside the move, dragged to Friday and re-sent, lengthened by an hour', async ({
  page,
}) => {
  await openSignedIn(page, OWNER);
  const { wednesday, friday } = nextWeek();
  const thursday = new Date(new Date(`${wednesday}T12:00:00Z`).getTime() + 86_400_000)
    .toISOString()
    .slice(0, 10);
  const lastName = unique('Kalender');
  const email = `${lastName.replace(' ', '.').toLowerCase()}@example.com`;
  // The job moves on Thursday from 07:00 for an expected three hours.
  const job = await apiPost<{ _id: string; number: number }>(page, '/api/contracts', {
    newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName, email },
    moveOut: { city: 'Zürich' },
    moveIn: { city: 'Winterthur' },
    relocation: { priceType: 'hourly', hourPrice: 18000, hours: 2, expectedTime: 3 },
    relocationDetails: { startAt: zurichInstant(thursday, 7).toISOString(), workers: 2 },
  });
  const location = `${unique('Kalendergasse')} 7, 8001 Zürich`;
  const made = await apiPost<{ _id: string }>(page, '/api/appointments', {
    kind: 'viewing',
    startsAt: zurichInstant(wednesday, 10).toISOString(),
    durationMinutes: 60,
    location,
    contractId: job._id,
    employeeIds: [],
    copyToCustomer: true,
    sendByEmail: true,
  });
  const title = `Besichtigung · Erika ${lastName}`;
  const [wy, wm, wd] = wednesday.split('-');
  expect(await latestIcsTo(page, email)).toContain(`DTSTART;TZID=Europe/Zurich:${wy}${wm}${wd}T100000`);

  // From the main navigation to the calendar, then to next week.
  await page.goto('/appointments');
  await page.getByRole('navigation').getByRole('link', { name: 'Kalender', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Kalender', level: 1 })).toBeVisible();
  await page.goto(`/appointments/calendar?view=timeGridWeek&date=${wednesday}`);
  const event = page.locator('.fc-event').filter({ hasText: title });
  await expect(event).toBeVisible();
  await expect(event).toContainText('10:00');
  const wednesdayColumn = page.locator(`.fc-timegrid-col[data-date="${wednesday}"]`);
  await expect(wednesdayColumn.locator('.fc-event').filter({ hasText: title })).toBeVisible();
  // The job's move on Thursday, for its expected three hours, read-only.
  const move = page
    .locator(`.fc-timegrid-col[data-date="${thursday}"] .fc-event`)
    .filter({ hasText: `Umzug ${job.number}` });
  await expect(move).toContainText('07:00 - 10:00');
  await expect(move).toContainText('Zürich → Winterthur');

  // Drag it from Wednesday to Friday at the same height (the same time).
  const from = await event.boundingBox();
  const target = await page.locator(`.fc-timegrid-col[data-date="${friday}"]`).boundingBox();
  if (!from || !target) throw new Error('The event and the Friday column are on the screen');
  // Held by its middle: FullCalendar moved an event held at its very top by one step more.
  const y = from.y + from.height / 2;
  await page.mouse.move(from.x + from.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, y, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, y, { steps: 15 });
  await page.mouse.up();

  await expect(page.getByText('Termin verschoben.')).toBeVisible();
  await expect(
    page.locator(`.fc-timegrid-col[data-date="${friday}"] .fc-event`).filter({ hasText: title }),
  ).toBeVisible();
  const saved = (await (await page.request.get(`/api/appointments/${made._id}`)).json()) as {
    startsAt: string;
    durationMinutes: number;
    location: string;
  };
  expect(saved).toMatchObject({
    startsAt: zurichInstant(friday, 10).toISOString(),
    durationMinutes: 60,
    location,
  });
  // The customer's new e-mail carries the changed invitation: Friday, the next SEQUENCE, the same UID.
  const [fy, fm, fd] = friday.split('-');
  await expect
    .poll(() => latestIcsTo(page, email))
    .toContain(`DTSTART;TZID=Europe/Zurich:${fy}${fm}${fd}T100000`);
  const updated = await latestIcsTo(page, email);
  expect(updated).toContain('SEQUENCE:1');
  expect(updated).toContain(`UID:${made._id}@`);

  // Its lower edge dragged down by an hour: two hours long, still from 10:00.
  const moved = page.locator(`.fc-timegrid-col[data-date="${friday}"] .fc-event`).filter({ hasText: title });
  await moved.hover();
  const edge = await moved.locator('.fc-event-resizer-end').boundingBox();
  const hour = await moved.boundingBox();
  if (!edge || !hour) throw new Error('The moved event and its lower edge are on the screen');
  await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
  await page.mouse.down();
  await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2 + 10, { steps: 5 });
  await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2 + hour.height, { steps: 15 });
  await page.mouse.up();
  await expect
    .poll(async () => (await (await page.request.get(`/api/appointments/${made._id}`)).json()) as unknown)
    .toMatchObject({ startsAt: zurichInstant(friday, 10).toISOString(), durationMinutes: 120 });

  // A click in a free slot starts a new appointment there: Thursday at 14:00.
  const column = await page.locator(`.fc-timegrid-col[data-date="${thursday}"]`).boundingBox();
  const slot = await page.locator('.fc-timegrid-slot-lane[data-time="14:00:00"]').boundingBox();
  if (!column || !slot) throw new Error('Thursday 14:00 is on the screen');
  await page.mouse.click(column.x + column.width / 2, slot.y + slot.height / 2);
  const dialog = page.getByRole('dialog', { name: 'Neuer Termin' });
  const [year, month, day] = thursday.split('-');
  await expect(dialog.getByLabel('Beginn')).toHaveValue(`${day}.${month}.${year} 14:00`);
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();

  // Clicking the event opens its page.
  await page.locator('.fc-event').filter({ hasText: title }).click();
  await expect(page).toHaveURL(new RegExp(`/appointments/${made._id}$`));
});

/** The one-hour rule holds for dragging: the server's refusal is shown and the event goes back. */
test('the month view: an appointment dragged into the past is refused and put back', async ({ page }) => {
  await openSignedIn(page, OWNER);
  const tomorrow = dayFromToday(1);
  const yesterday = dayFromToday(-1);
  const location = `${unique('Rückweg')} 3, 3011 Bern`;
  const made = await apiPost<{ _id: string; startsAt: string }>(page, '/api/appointments', {
    kind: 'move',
    startsAt: zurichInstant(tomorrow, 10).toISOString(),
    durationMinutes: 120,
    location,
    employeeIds: [],
  });

  // The month of yesterday: its six weeks always hold tomorrow too.
  await page.goto(`/appointments/calendar?view=dayGridMonth&date=${yesterday}`);
  const tomorrowCell = page.locator(`.fc-daygrid-day[data-date="${tomorrow}"]`);
  const event = tomorrowCell.locator('.fc-event').filter({ hasText: location });
  await expect(event).toBeVisible();
  await event.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const from = await event.boundingBox();
  const target = await page.locator(`.fc-daygrid-day[data-date="${yesterday}"]`).boundingBox();
  if (!from || !target) throw new Error('The event and yesterday are on the screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 15 });
  await page.mouse.up();

  await expect(page.getByText('Ein Termin muss mehr als eine Stunde in der Zukunft beginnen.')).toBeVisible();
  await expect(tomorrowCell.locator('.fc-event').filter({ hasText: location })).toBeVisible();
  await expect(page.locator(`.fc-daygrid-day[data-date="${yesterday}"]`)).not.toContainText(location);
  const saved = (await (await page.request.get(`/api/appointments/${made._id}`)).json()) as {
    startsAt: string;
  };
  expect(saved.startsAt).toBe(made.startsAt);
});
