import type { Language } from '@maxer/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody, jsonResponse } from '../../../test/render.tsx';

const USER = signedIn({ firstName: 'Ueli', email: 'user@example.com', role: 'USER', username: 'user' });

const ID = '00000000-0000-4000-8000-000000000007';
const FAILED = {
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

/** The app at `path` against a fake API whose failed list empties once the message is retried. */
async function open(path: string, language: Language, retryAnswer: Response | null = null) {
  let retried = false;
  const calls: { method: string; path: string; search: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      calls.push({ method: request.method, path: url.pathname, search: url.search });
      if (url.pathname === `/api/mail/${ID}/retry` && request.method === 'POST') {
        if (retryAnswer) return retryAnswer;
        retried = true;
        return jsonResponse(200, { ...FAILED, status: 'queued', deliveryState: 'queued', attempts: 0 });
      }
      if (url.pathname === '/api/mail') {
        const items = retried ? [] : [FAILED];
        return jsonResponse(200, { items, total: items.length, page: 1, pageSize: 25 });
      }
      return jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25 });
    }),
  );
  // The app's own error toasts: the server's refusal is read there.
  const { user } = await openApp(path, USER, language);
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
    expect(calls.some((c) => c.path === '/api/mail' && c.search.includes('status=failed'))).toBe(true);

    await user.click(within(row).getByRole('button', { name: 'E-Mail an erika@example.ch erneut senden' }));
    expect(await screen.findByText('Die E-Mail an erika@example.ch wird erneut gesendet.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST' && c.path === `/api/mail/${ID}/retry`)).toHaveLength(1);
    expect(await screen.findByText('Keine nicht versendeten E-Mails')).toBeVisible();
  });

  it('speaks English under /en and shows the server refusal as a toast', async () => {
    const refusal = jsonResponse(
      409,
      errorBody('error_mail_not_failed', 'Only an e-mail that could not be sent can be sent again.'),
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
