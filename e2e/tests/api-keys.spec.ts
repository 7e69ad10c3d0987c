import { expect, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import { OWNER, openSignedIn } from '../support/app.ts';
import { unique } from '../support/unique.ts';

/** A program's call: Node's own fetch, no cookie of the browser, only the key. */
const withKey = (token: string, init: RequestInit = {}) =>
  fetch(`${BASE_URL}${init.method === 'POST' ? '/api/customers' : '/api/customers?pageSize=5'}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-language': 'de',
    },
  });

test('API keys: create one (its secret once), use it, revoke it; the docs explain them', async ({ page }) => {
  // A long journey (two apps, a reload, the docs page): more than the default on a busy machine.
  test.setTimeout(90_000);
  const name = unique('Website');
  await openSignedIn(page, OWNER, '/my-company');
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'API-Schlüssel' })
    .click();
  await expect(page.getByRole('heading', { name: 'API-Schlüssel', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'API-Dokumentation' })).toHaveAttribute('href', '/api/docs');

  await page.getByRole('button', { name: 'Neuer API-Schlüssel' }).first().click();
  const form = page.getByRole('dialog', { name: 'Neuer API-Schlüssel' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('radio', { name: 'Lesen und schreiben' }).check();
  await form.getByRole('button', { name: 'Schlüssel erstellen' }).click();

  const secret = page.getByRole('dialog', { name: 'Ihr neuer API-Schlüssel' });
  await expect(secret.getByRole('alert')).toContainText('nicht noch einmal angezeigt');
  const token = (await secret.getByTestId('api-key-token').textContent())?.trim() ?? '';
  expect(token).toMatch(/^mx_[0-9a-f]{16}_/);
  await expect(secret.getByRole('button', { name: 'Schlüssel kopieren' })).toBeVisible();
  await secret.getByRole('button', { name: 'Ich habe ihn kopiert' }).click();
  await expect(secret).toHaveCount(0);
  // Gone for good: nowhere on the page any more.
  await expect(page.getByText(token)).toHaveCount(0);
  expect(await page.content()).not.toContain(token);

  // The key works for a program: it reads the company's customers and records one.
  const read = await withKey(token);
  expect(read.status).toBe(200);
  expect(await read.json()).toMatchObject({ page: 1, pageSize: 5, items: expect.any(Array) });
  const created = await withKey(token, { method: 'POST', body: JSON.stringify({ lastName: name }) });
  expect(created.status).toBe(201);

  // The list shows its last use (a reload: the list does not poll). Slow on a busy machine.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('Aktiv');
  await expect(row).toContainText('Lesen und schreiben');
  // Last used: when and from where (this machine).
  await expect(row).toContainText('127.0.0.1');

  await row.getByRole('button', { name: `Den Schlüssel ${name} widerrufen` }).click();
  const confirm = page.getByRole('dialog', { name: 'Diesen Schlüssel widerrufen?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Schlüssel widerrufen' }).click();
  await expect(page.getByText(`Der Schlüssel «${name}» wurde widerrufen.`)).toBeVisible();
  await expect(row).toHaveAttribute('data-state', 'revoked');
  await expect(row).toContainText('Widerrufen am');
  await expect(row.getByRole('button')).toHaveCount(0);

  const refused = await withKey(token);
  expect(refused.status).toBe(401);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('error_api_key_invalid');

  // The reference explains keys, paging, errors and limits.
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'Authentication' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Rate limits' })).toBeVisible();
  await expect(page.getByText('Authorization: Bearer mx_<keyId>_<secret>').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Authorize/ }).first()).toBeVisible();
});
