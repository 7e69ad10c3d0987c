import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const ID = '00000000-0000-4000-8000-000000000001';
const SUMMARY = {
  _id: ID,
  kind: 'employee-invite',
  recipient: 'lena@example.com',
  subject: 'Einladung zu Maxer',
  status: 'sent' as const,
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

const server = setupApiServer();

/** The app at `path`, against a server with the development mailbox (no SMTP configured) or without. */
async function open(path: string, mailbox: 'present' | 'absent' = 'present') {
  if (mailbox === 'absent') {
    server.use(
      http.all('*/api/*', () =>
        Response.json(errorBody('error_not_found', 'Nicht gefunden'), { status: 404 }),
      ),
    );
  } else {
    server.use(
      api.get('/api/dev-mailbox/{id}', ({ params, response }) =>
        params.id === ID
          ? response(200).json(MESSAGE)
          : response(404).json(errorBody('error_not_found', 'Nicht gefunden')),
      ),
      api.get('/api/dev-mailbox', ({ response }) =>
        response(200).json({ items: [SUMMARY], total: 1, page: 1, pageSize: 25 }),
      ),
      http.get('*/api/*', () => Response.json({ items: [], total: 0, page: 1, pageSize: 25 })),
    );
  }
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
