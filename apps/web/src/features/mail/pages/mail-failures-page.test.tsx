import type { Language, MailMessage } from '@maxer/domain';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const USER = signedIn({ firstName: 'Ueli', email: 'user@example.com', role: 'USER', username: 'user' });

const ID = '00000000-0000-4000-8000-000000000007';
const FAILED: MailMessage = {
  _id: ID,
  kind: 'offer',
  recipient: 'erika@example.ch',
  subject: 'Ihre Offerte Nr. 12',
  messageId: `<${ID}@maxer.test>`,
  status: 'failed',
  deliveryState: 'failed',
  attempts: 6,
  lastError: 'connect ECONNREFUSED 127.0.0.1:587',
  relatedType: 'offer',
  relatedId: null,
  createdAt: '2026-11-21T09:30:00Z',
  sentAt: null,
};

const server = setupApiServer();

/** The app at `path` against a fake API whose failed list empties once the message is retried. */
async function open(path: string, language: Language, refusal: ReturnType<typeof errorBody> | null = null) {
  let retried = false;
  server.use(
    api.post('/api/mail/{id}/retry', ({ params, response }) => {
      if (params.id !== ID) return response(404).json(errorBody('error_resource_not_found', 'x'));
      if (refusal) return response(409).json(refusal);
      retried = true;
      return response(200).json({ ...FAILED, status: 'queued', deliveryState: 'queued', attempts: 0 });
    }),
    api.get('/api/mail', ({ response }) => {
      const items = retried ? [] : [FAILED];
      return response(200).json({ items, total: items.length, page: 1, pageSize: 25 });
    }),
    // The shell's other lists (the development mailbox) are empty.
    http.get('*/api/*', () => Response.json({ items: [], total: 0, page: 1, pageSize: 25 })),
  );
  // The app's own error toasts: the server's refusal is read there.
  const { user } = await openApp(path, USER, language);
  const calls = () =>
    server.requests.map((request) => {
      const url = new URL(request.url);
      return { method: request.method, path: url.pathname, search: url.search };
    });
  return { user, calls };
}

describe('unsent e-mails', () => {
  it('lists failed messages with their error and sends one again, with a toast', async () => {
    const { user, calls } = await open('/mail-failures', 'de');
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Nicht versendete E-Mails' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Nicht versendete E-Mails' });
    const row = (await within(table).findByText('erika@example.ch')).closest('tr')!;
    expect(within(row).getByText('Ihre Offerte Nr. 12')).toBeVisible();
    expect(within(row).getByText('connect ECONNREFUSED 127.0.0.1:587')).toBeVisible();
    expect(within(row).getByText('6 Versuche')).toBeVisible();
    // 09:30 UTC is 10:30 in Zurich.
    expect(within(row).getByText('21.11.2026 10:30')).toBeVisible();
    expect(calls().some((c) => c.path === '/api/mail' && c.search.includes('status=failed'))).toBe(true);

    await user.click(within(row).getByRole('button', { name: 'E-Mail an erika@example.ch erneut senden' }));
    expect(await screen.findByText('Die E-Mail an erika@example.ch wird erneut gesendet.')).toBeVisible();
    expect(calls().filter((c) => c.method === 'POST' && c.path === `/api/mail/${ID}/retry`)).toHaveLength(1);
    expect(await screen.findByText('Keine nicht versendeten E-Mails')).toBeVisible();
  });

  it('speaks English under /en and shows the server refusal as a toast', async () => {
    const refusal = errorBody(
      'error_mail_not_failed',
      'Only an e-mail that could not be sent can be sent again.',
    );
    const { user } = await open('/en/mail-failures', 'en', refusal);
    const table = await screen.findByRole('table', { name: 'Unsent e-mails' });
    const row = (await within(table).findByText('erika@example.ch')).closest('tr')!;
    expect(within(row).getByText('6 attempts')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Send the e-mail to erika@example.ch again' }));
    expect(await screen.findByText('Only an e-mail that could not be sent can be sent again.')).toBeVisible();
    expect(within(table).getByText('erika@example.ch')).toBeVisible();
  });
});
