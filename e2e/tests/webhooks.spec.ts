import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { apiPost } from '../support/api.ts';
import { OWNER, openSignedIn } from '../support/app.ts';
import { unique } from '../support/unique.ts';

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A receiver on loopback, as a company's own system would be (the e2e server allows private addresses). */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
      response.end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/maxer`, received, close: () => server.close() };
}

test('webhooks: register an endpoint, see its secret once, receive a signed event, send it again', async ({
  page,
}) => {
  // Two deliveries through the server's job worker, and reloads of a page: more than the default 30 s
  // on a busy machine.
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    await openSignedIn(page, OWNER, '/my-company/webhooks');
    // The page's code loads on first use; a busy machine takes its time.
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Webhooks' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Neuer Endpunkt' }).click();
    const form = page.getByRole('dialog', { name: 'Neuer Webhook-Endpunkt' });
    await form.getByRole('textbox', { name: 'Adresse (URL)' }).fill(receiver.url);
    await form.getByRole('textbox', { name: 'Beschreibung' }).fill('Buchhaltung');
    await form.getByRole('checkbox', { name: 'customer.created' }).check();
    await form.getByRole('button', { name: 'Endpunkt erstellen' }).click();

    const reveal = page.getByRole('dialog', { name: 'Signiergeheimnis' });
    await expect(reveal.getByText('nur dieses eine Mal')).toBeVisible({ timeout: 15_000 });
    const secret = (await reveal.getByTestId('webhook-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_/);
    await reveal.getByRole('button', { name: 'Fertig' }).click();
    await expect(page.getByRole('heading', { name: receiver.url, level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Es wurde noch nichts gesendet.')).toBeVisible();
    // Shown once: the page never has it again.
    await page.reload();
    await expect(page.getByRole('heading', { name: receiver.url, level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    expect(await page.content()).not.toContain(secret);

    const lastName = unique('Webhook');
    const customer = await apiPost<{ _id: string }>(page, '/api/customers', { lastName, email: null });

    const log = page.getByRole('table', { name: 'Zustellprotokoll' });
    await expect(async () => {
      await page.reload();
      await expect(log.getByRole('row').filter({ hasText: 'Zugestellt' })).toHaveCount(1, { timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
    // How long the log keeps what it shows (ADR 053 addendum: 30 days, then the nightly job).
    await expect(
      page.getByText('Zugestellte und gescheiterte Nachrichten bleiben 30 Tage im Protokoll.'),
    ).toBeVisible();
    const row = log.getByRole('row').filter({ hasText: 'customer.created' });
    await expect(row).toContainText('HTTP 200');
    await expect(row).toContainText('thanks');

    expect(receiver.received).toHaveLength(1);
    const [first] = receiver.received;
    const message = new Webhook(secret).verify(first!.body, first!.headers) as {
      type: string;
      data: { id: string; lastName: string };
    };
    expect(message).toMatchObject({ type: 'customer.created', data: { id: customer._id, lastName } });

    await row.getByRole('button', { name: 'Erneut senden' }).click();
    await expect(page.getByText('Die Nachricht wird erneut gesendet.')).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(log.getByRole('row').filter({ hasText: 'Zugestellt' })).toHaveCount(2, { timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(first!.headers['webhook-id']);

    // The demo company's other journeys create customers too: the endpoint goes.
    await page.getByRole('button', { name: 'Löschen' }).click();
    await page
      .getByRole('dialog', { name: 'Endpunkt löschen?' })
      .getByRole('button', { name: 'Löschen' })
      .click();
    await expect(page.getByText('Der Endpunkt wurde gelöscht.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  } finally {
    receiver.close();
  }
});
