import type { Page } from '@playwright/test';

/**
 * Create data through the API as the signed-in person of this page (their cookie and CSRF token), so a
 * test starts from the records it needs without clicking through other screens.
 */
export async function apiPost<T>(page: Page, path: string, body: unknown): Promise<T> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'x-csrf')?.value ?? '';
  const response = await page.request.post(path, { data: body, headers: { 'x-csrf-token': csrf } });
  if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Remove a record through the API as the signed-in person of this page (cleaning up shared demo data). */
export async function apiDelete(page: Page, path: string): Promise<void> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'x-csrf')?.value ?? '';
  const response = await page.request.delete(path, { headers: { 'x-csrf-token': csrf } });
  if (!response.ok()) throw new Error(`DELETE ${path}: ${response.status()} ${await response.text()}`);
}
