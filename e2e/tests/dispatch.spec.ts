import { expect, type Page, test } from '@playwright/test';
import { apiPost } from '../support/api.ts';
import { OWNER, openSignedIn, USER } from '../support/app.ts';
import { unique } from '../support/unique.ts';

const ZONE = 'Europe/Zurich';

/** A calendar day some days from now on Zürich's wall clock, and an instant of it at a local hour. */
function zurichDay(daysAhead: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
}
function atZurich(day: string, hour: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const guess = new Date(Date.UTC(year, month - 1, date, hour));
  // "GMT+1" in winter, "GMT+2" in summer.
  const offset = new Intl.DateTimeFormat('en', { timeZone: ZONE, timeZoneName: 'shortOffset' })
    .formatToParts(guess)
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return new Date(guess.getTime() - Number(offset || '0') * 3_600_000).toISOString();
}

async function move(page: Page, lastName: string, startAt: string) {
  return apiPost<{ _id: string; number: number }>(page, '/api/contracts', {
    newCustomer: { firstName: 'Erika', lastName, phone: '+41 79 555 01 02' },
    moveOut: { street: 'Kramgasse', streetNumber: '10', zipCode: '3011', city: 'Bern' },
    moveIn: { street: 'Seestrasse', streetNumber: '5', zipCode: '8002', city: 'Zürich' },
    relocation: { priceType: 'hourly', hourPrice: 18000, hours: 3, expectedTime: 4 },
    relocationDetails: { startAt, workers: 2, extraInfo: 'Klavier im 3. Stock' },
  });
}

/** Issue 17: the office puts a person and a vehicle on a move, sees a double booking; the crew sees it on the phone. */
test('the board: a person picked and a vehicle dragged onto a move, a double booking warned; the person’s phone shows the job', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, OWNER);
  const day = zurichDay(2);
  const first = unique('Dispo');
  const second = unique('Dispo');
  const van = unique('Sprinter');
  await apiPost(page, '/api/vehicles', { name: van, borrowable: false });
  await move(page, first, atZurich(day, 8));
  await move(page, second, atZurich(day, 10));

  await page.goto(`/dispatch?view=day&day=${day}`);
  await expect(page.getByRole('heading', { name: 'Disposition', level: 1 })).toBeVisible();
  const firstCard = page.getByRole('article', { name: `Umzug 08:00–12:00 Erika ${first}` });
  await expect(firstCard).toContainText('Kramgasse 10, 3011 Bern nach Seestrasse 5, 8002 Zürich');
  await expect(firstCard).toContainText('Zu wenige Mitarbeitende: 0 von 2 geplanten.');

  // Picked by keyboard: the people picker of the first move.
  const people = firstCard.getByRole('combobox', { name: /^Mitarbeitende für/ });
  await people.click();
  await people.fill('Urs');
  await people.press('ArrowDown');
  await people.press('Enter');
  await expect(page.getByText('Zuteilung gespeichert.').first()).toBeVisible();
  await expect(firstCard).toContainText('Zu wenige Mitarbeitende: 1 von 2 geplanten.');

  // Dragged: the van from the side list onto the first move.
  const chip = page.getByRole('button', { name: van });
  await chip.scrollIntoViewIfNeeded();
  const from = (await chip.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  const to = (await firstCard.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + 20, { steps: 15 });
  await page.mouse.up();
  await expect(
    page.getByText(new RegExp(`${van} ist Umzug 08:00–12:00 Erika ${first} zugeteilt`)),
  ).toBeVisible();
  await expect(firstCard.getByText(van, { exact: true })).toBeVisible();

  // The same person on the second move, which overlaps 10:00–12:00: a warning on both, and in the summary.
  const secondCard = page.getByRole('article', { name: `Umzug 10:00–14:00 Erika ${second}` });
  const secondPeople = secondCard.getByRole('combobox', { name: /^Mitarbeitende für/ });
  await secondPeople.click();
  await secondPeople.fill('Urs');
  await secondPeople.press('ArrowDown');
  await secondPeople.press('Enter');
  await expect(secondCard).toContainText(
    `Urs Beispiel ist zur selben Zeit auch bei Umzug 08:00–12:00 Erika ${first} eingeteilt.`,
  );
  await expect(firstCard).toContainText(
    `Urs Beispiel ist zur selben Zeit auch bei Umzug 10:00–14:00 Erika ${second} eingeteilt.`,
  );
  await expect(page.getByTestId('dispatch-summary')).toContainText('mit Doppelbuchung');

  // The person, on a phone: both moves in "my jobs", with the customer's number to call.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'de-CH',
  });
  const mobile = await phone.newPage();
  await openSignedIn(mobile, USER, '/my-jobs');
  await expect(mobile.getByRole('heading', { name: 'Meine Einsätze', level: 1 })).toBeVisible();
  const job = mobile.getByRole('article', { name: 'Umzug 08:00–12:00' }).filter({ hasText: first });
  await expect(job).toContainText('Klavier im 3. Stock');
  await expect(job.getByRole('link', { name: `Erika ${first} anrufen` })).toHaveAttribute(
    'href',
    'tel:+41795550102',
  );
  await expect(job.getByRole('link', { name: /Kramgasse 10, 3011 Bern/ })).toBeVisible();
  await expect(job).toContainText(van);
  await expect(mobile.getByRole('article').filter({ hasText: second })).toBeVisible();
  // Phone-usable: nothing wider than the screen.
  const width = await mobile
    .locator('html')
    .evaluate((html) => (html as unknown as { scrollWidth: number }).scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  // "My jobs" is in the navigation for everyone.
  await mobile.getByRole('button', { name: 'Navigation ein- oder ausblenden' }).click();
  await expect(mobile.getByRole('link', { name: 'Meine Einsätze' })).toBeVisible();
  await phone.close();
});
