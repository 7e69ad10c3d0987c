import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Chooses in a searchable select from the keyboard, once the search has narrowed its options to the
 * wanted one. A click on the option raced with the dropdown on a busy machine: scrolling the option
 * into view moved the page, and the floating dropdown hid itself when its input left the view.
 */
export async function pickOption(page: Page, combobox: Locator, search: string, option: string | RegExp) {
  await combobox.fill(search);
  const options = page.getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options).toHaveAccessibleName(option);
  await combobox.press('ArrowDown');
  await combobox.press('Enter');
  await expect(combobox).toHaveValue(option);
}
