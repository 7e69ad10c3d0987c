import { expect, test } from '@playwright/test';
import { documentStillMarked, markDocument, pathOf, signIn, USER } from '../support/app.ts';

/** Another browser, so that its session is easy to tell apart in the list. */
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';

test('a session revoked elsewhere sends its open page to sign-in', async ({ browser }) => {
  const contextA = await browser.newContext({ userAgent: FIREFOX_ON_WINDOWS });
  const contextB = await browser.newContext();
  try {
    const pageA = await contextA.newPage();
    await signIn(pageA, USER);
    await expect(pageA.getByRole('heading', { name: 'Übersicht' })).toBeVisible();
    await markDocument(pageA);

    const pageB = await contextB.newPage();
    await signIn(pageB, USER);
    await pageB.getByRole('link', { name: 'Aktive Sitzungen' }).first().click();
    await pageB.getByRole('button', { name: /^Sitzung beenden: .*Windows.*, Firefox/ }).click();
    const dialog = pageB.getByRole('dialog', { name: 'Sitzung beenden?' });
    await expect(dialog).toContainText('Firefox');
    await dialog.getByRole('button', { name: 'Beenden' }).click();
    await expect(pageB.getByText('Die Sitzung wurde beendet.')).toBeVisible();
    await expect(pageB.getByRole('button', { name: /Firefox/ })).toHaveCount(0);

    // A moves by itself: no reload, no action by the test.
    await expect.poll(() => pathOf(pageA)).toBe('/login.php?redirect=%2F');
    await expect(pageA.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    expect(await documentStillMarked(pageA)).toBe(true);
    // B is still signed in.
    await expect(pageB.getByRole('heading', { name: 'Aktive Sitzungen' })).toBeVisible();
  } finally {
    await contextA.close();
    await contextB.close();
  }
});

test('signing out in one tab sends the other tab of the same session to sign-in', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, USER);
  const second = await context.newPage();
  await second.goto('/active-sessions');
  await expect(second.getByRole('heading', { name: 'Aktive Sitzungen' })).toBeVisible();
  await markDocument(second);

  await first.getByRole('button', { name: / Beispiel$/ }).click();
  await first.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect.poll(() => pathOf(first)).toBe('/login.php');

  await expect.poll(() => pathOf(second)).toBe('/login.php?redirect=%2Factive-sessions');
  expect(await documentStillMarked(second)).toBe(true);
});
