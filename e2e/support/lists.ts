import { expect, type Page } from '@playwright/test';

/** Type into a list's search box and wait until the list has searched (the address carries it). */
export async function searchList(page: Page, text: string, label = 'Suchen') {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text.trim());
}
