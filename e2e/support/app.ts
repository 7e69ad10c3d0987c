import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'maxer-demo';
export const OWNER = 'owner@example.com';
export const USER = 'user@example.com';
export const ADMIN = 'admin@example.com';

/** The sign-in page's words, to find its fields by their labels in either language. */
const SIGN_IN = {
  de: { email: 'E-Mail-Adresse', password: 'Passwort', submit: 'Anmelden' },
  en: { email: 'E-mail address', password: 'Password', submit: 'Sign in' },
} as const;

/** Fill in and send the sign-in form already on screen. */
export async function submitSignIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  language: 'de' | 'en' = 'de',
) {
  const words = SIGN_IN[language];
  await page.getByLabel(words.email, { exact: true }).fill(email);
  await page.getByLabel(words.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: words.submit, exact: true }).click();
}

/** Open the sign-in page of a host and sign in; resolves once the app has left the sign-in page. */
export async function signIn(
  page: Page,
  email: string,
  { origin = '', language = 'de' as 'de' | 'en' } = {},
) {
  await page.goto(`${origin}${language === 'en' ? '/en' : ''}/login.php`);
  await submitSignIn(page, email, DEMO_PASSWORD, language);
  await expect(page).not.toHaveURL(/\/login\.php/);
}

/**
 * Sign in through the API (the sign-in page has tests of its own), then open a page: quicker for the
 * tests whose subject is another screen.
 */
export async function openSignedIn(page: Page, email: string, path = '/') {
  const response = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
  await page.goto(path);
}

/** The path and query in the address bar. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/**
 * Mark the document; the mark survives client-side navigation but not a reload, so a test can prove
 * that the app moved by itself.
 */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (globalThis as { e2eMark?: boolean }).e2eMark = true;
  });
}

export async function documentStillMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (globalThis as { e2eMark?: boolean }).e2eMark === true);
}

/** A page's secondary action: open its "Weitere Aktionen" menu and pick the entry. */
export async function moreAction(page: Page, name: string) {
  await page.getByRole('button', { name: 'Weitere Aktionen' }).click();
  await page.getByRole('menuitem', { name }).click();
}
