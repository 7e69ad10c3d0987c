import { expect, test } from '@playwright/test';
import { OWNER, openSignedIn, pathOf } from '../support/app.ts';

/** Another browser, so that its session is easy to tell apart in the list. */
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';

test('an active session shows every field and can be ended from its page, the current one not', async ({
  browser,
}) => {
  // Two browsers signing in, a detail page, a confirmation and a second detail page.
  test.setTimeout(90_000);
  const elsewhere = await browser.newContext({ userAgent: FIREFOX_ON_WINDOWS });
  const here = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await openSignedIn(other, OWNER, '/');
    const page = await here.newPage();
    await openSignedIn(page, OWNER, '/active-sessions');

    // The list links to each session's page.
    const sessions = page.getByRole('table', { name: 'Aktive Sitzungen' });
    const list = await (await page.request.get('/api/sessions')).json();
    const firefox = list.items.find((s: { browser: string | null }) => s.browser?.startsWith('Firefox'));
    expect(firefox, JSON.stringify(list.items)).toBeDefined();
    await sessions.locator(`a[href$="/active-sessions/${firefox._id}"]`).click();
    await expect.poll(() => pathOf(page)).toBe(`/active-sessions/${firefox._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Windows');
    for (const label of [
      'Quelle',
      'Gerätetyp',
      'Betriebssystem',
      'Betriebssystem-Plattform',
      'Browser',
      'Browser-Familie',
      'Browser-Version',
      'IP bei der Anmeldung',
      'Zuletzt verwendete IP',
      'Land',
      'Organisation',
      'Angemeldet',
      'Zuletzt verwendet',
    ]) {
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('definition').filter({ hasText: /^Firefox 140$/ })).toBeVisible();
    await expect(page.getByText('140.0', { exact: true })).toBeVisible();
    const addresses = page.getByRole('table', { name: 'Gesehene IP-Adressen' });
    await expect(addresses.getByRole('row')).toHaveCount(2);
    await expect(addresses).toContainText('Web');
    await expect(page.getByRole('link', { name: 'IP Geolocation by DB-IP' })).toBeVisible();

    await page.getByRole('button', { name: 'Sitzung beenden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sitzung beenden?' });
    await expect(dialog).toContainText('Firefox');
    await dialog.getByRole('button', { name: 'Beenden' }).click();
    await expect(page.getByText('Die Sitzung wurde beendet.')).toBeVisible();
    await expect.poll(() => pathOf(page)).toBe('/active-sessions');
    await expect(sessions.getByRole('row').filter({ hasText: 'Firefox' })).toHaveCount(0);

    // One's own session: its page says so and offers no way to end it.
    await sessions.getByRole('row').filter({ hasText: 'Diese Sitzung' }).getByRole('link').click();
    await expect(page.getByText('Diese Sitzung', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sitzung beenden' })).toHaveCount(0);

    // A session that is not one's own (here: a made-up id) is the not-found view.
    await page.goto('/active-sessions/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText(/nicht gefunden/i).first()).toBeVisible();
  } finally {
    await elsewhere.close();
    await here.close();
  }
});
