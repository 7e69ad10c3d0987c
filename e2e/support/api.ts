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

/** A tiny but valid PDF, for the company's terms (AGB). */
const TERMS_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * Give the signed-in person's company terms (AGB), or take them away: the customer's offer page asks
 * to agree to terms only when the company has them, so a test that clicks that box sets them first.
 */
export async function setCompanyTerms(page: Page, present: boolean): Promise<void> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'x-csrf')?.value ?? '';
  const headers = { 'x-csrf-token': csrf, 'content-type': 'application/pdf' };
  const response = present
    ? await page.request.put('/api/company/agb', { data: TERMS_PDF, headers })
    : await page.request.delete('/api/company/agb', { headers: { 'x-csrf-token': csrf } });
  if (!response.ok() && !(response.status() === 404 && !present))
    throw new Error(`terms ${present ? 'upload' : 'removal'}: ${response.status()} ${await response.text()}`);
}
