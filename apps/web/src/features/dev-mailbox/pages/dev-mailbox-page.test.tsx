import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody, jsonResponse } from '../../../test/render.tsx';

const ID = '00000000-0000-4000-8000-000000000001';
const SUMMARY = {
  _id: ID,
  kind: 'employee-invite',
  recipient: 'lena@example.com',
  subject: 'Einladung zu Maxer',
  status: 'sent',
  createdAt: '2026-11-21T10:00:00Z',
  sentAt: '2026-11-21T10:00:01Z',
};
const LINK = 'http://localhost/set-password?token=abc';
const MESSAGE = {
  ...SUMMARY,
  text: `Hallo Lena\n\nBitte legen Sie Ihr Passwort fest: ${LINK}\n`,
  html: `<p>Hallo Lena</p><a href="${LINK}">Passwort festlegen</a><script>alert(1)</script>`,
  messageId: '<m1@maxer>',
  attachments: [{ _id: 'a1', filename: 'Rechnung-7.pdf', contentType: 'application/pdf', size: 48_000 }],
};

async function open(path: string, mailbox: 'present' | 'absent' = 'present') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (mailbox === 'absent') return jsonResponse(404, errorBody('error_not_found', 'Nicht gefunden'));
      if (url.pathname === `/api/dev-mailbox/${ID}`) return jsonResponse(200, MESSAGE);
      if (url.pathname === '/api/dev-mailbox') {
        return jsonResponse(200, { items: [SUMMARY], total: 1, page: 1, pageSize: 25 });
      }
      return jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25 });
    }),
  );
  const { user } = await openApp(path, signedIn(), 'de', { onError: () => {} });
  return user;
}

describe('the development mailbox', () => {
  it('lists the messages, marked as never sent, and shows one with its links and sandboxed HTML', async () => {
    const user = await open('/dev-mailbox');
    expect(screen.getAllByText('Entwicklungs-Postfach — nichts wurde wirklich versendet').length).toBe(1);
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(await within(nav).findByRole('link', { name: 'Entwicklungs-Postfach' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Entwicklungs-Postfach' });
    expect(within(table).getByText('lena@example.com')).toBeVisible();
    await user.click(within(table).getByRole('link', { name: 'Einladung zu Maxer' }));

    const link = await screen.findByRole('link', { name: LINK });
    expect(link.getAttribute('href')).toBe(LINK);
    expect(link.getAttribute('target')).toBe('_blank');
    // The file the message carried opens as sent.
    const file = screen.getByRole('link', { name: 'Rechnung-7.pdf' });
    expect(file.getAttribute('href')).toBe(`/api/dev-mailbox/${ID}/attachments/a1`);
    expect(screen.getByText('Anhänge')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'HTML' }));
    const frame = screen.getByTitle('HTML-Ansicht der E-Mail');
    // No scripts, no access to the app's origin.
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('srcdoc')).toContain(`href="${LINK}"`);
  });

  it('is not in the navigation when the server has no mailbox (SMTP configured)', async () => {
    await open('/customers', 'absent');
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Kunden' })).toBeVisible());
    expect(within(nav).queryByRole('link', { name: 'Entwicklungs-Postfach' })).toBeNull();
  });
});
