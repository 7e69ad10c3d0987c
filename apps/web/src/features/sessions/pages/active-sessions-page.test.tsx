import type { SessionInfo } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const OWNER = signedIn({ firstName: 'Ute', email: 'u@example.com', username: 'ute' });

const session = (n: number, current = false): SessionInfo => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  current,
  ip: '203.0.113.7',
  lastUsedIp: '203.0.113.7',
  os: 'Windows 11',
  osPlatform: 'Windows',
  deviceType: 'desktop',
  browser: `Firefox ${120 + n}`,
  browserFamily: 'Firefox',
  browserVersion: String(120 + n),
  country: 'CH',
  organisation: null,
  createdAt: '2026-11-20T08:00:00Z',
  lastUsedAt: '2026-11-25T08:00:00Z',
  expiresAt: '2026-12-20T08:00:00Z',
});

const server = setupApiServer();

function stubApi() {
  let live = [session(1, true), session(2), session(3)];
  const ended: number[] = [];
  server.use(
    api.get('/api/sessions', ({ response }) =>
      response(200).json({ items: live, total: live.length, page: 1, pageSize: 25 }),
    ),
    api.delete('/api/sessions', ({ response }) => {
      const count = live.length - 1;
      ended.push(count);
      live = live.filter((item) => item.current);
      return response(200).json({ ended: count });
    }),
    http.all('*/api/*', () => Response.json(errorBody('error_not_found', 'x'), { status: 404 })),
  );
  return ended;
}

describe('the active sessions page', () => {
  it('ends every other session after a question, and says how many', async () => {
    const ended = stubApi();
    const { user } = await openApp('/active-sessions', OWNER, 'de');
    await screen.findByRole('heading', { name: 'Aktive Sitzungen', level: 1 });
    await screen.findByText('Firefox 122');

    await user.click(screen.getByRole('button', { name: 'Alle anderen Sitzungen beenden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alle anderen Sitzungen beenden?' });
    expect(dialog.textContent).toContain('Diese Sitzung bleibt.');
    await user.click(within(dialog).getByRole('button', { name: 'Alle anderen beenden' }));

    await screen.findByText('2 andere Sitzungen wurden beendet.');
    expect(ended).toEqual([2]);
    await waitFor(() => expect(screen.queryByText('Firefox 122')).toBeNull());
    // Only this session is left: nothing more to end.
    expect(screen.queryByRole('button', { name: 'Alle anderen Sitzungen beenden' })).toBeNull();
  });
});
