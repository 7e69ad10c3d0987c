import type { AdminLiveEvent, AdminLiveHour, AdminLiveState } from '@maxer/domain';
import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { api, pathOf, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';

const ADMIN = signedIn({ kind: 'admin', role: 'PLATFORM_ADMIN', username: 'olivia', company: null });
const HOUR_MS = 60 * 60 * 1000;

/** The 24 hours up to the current one, with `signIns` sign-ins in the current hour. */
function hours(signIns: number): AdminLiveHour[] {
  const current = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
  return Array.from({ length: 24 }, (_, index) => ({
    hour: new Date(current - (23 - index) * HOUR_MS).toISOString(),
    signIn: index === 23 ? signIns : 0,
    offerSent: 0,
    offerAccepted: index === 20 ? 2 : 0,
    offerRejected: 0,
    invoicePaid: 0,
    companyCreated: 0,
  }));
}

const STATE: AdminLiveState = {
  online: [
    {
      company: { _id: 'c-alpen', name: 'Alpen Umzüge AG' },
      users: [
        { _id: 'u-anna', name: 'Anna Berg', connections: 1 },
        { _id: 'u-beat', name: 'Beat Kurz', connections: 2 },
      ],
    },
  ],
  hours: hours(5),
  at: new Date().toISOString(),
};

/**
 * The real-time socket as the page sees it: what the server would send is played with `serverSends`,
 * a lost and regained connection with `reconnect`.
 */
function fakeSocket() {
  const listeners = new Map<string, Set<(payload?: unknown) => void>>();
  const socket = {
    connected: true,
    on(event: string, listener: (payload?: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return socket;
    },
    off(event: string, listener: (payload?: unknown) => void) {
      listeners.get(event)?.delete(listener);
      return socket;
    },
    disconnect() {},
    serverSends(event: string, payload?: unknown) {
      act(() => {
        for (const listener of listeners.get(event) ?? []) listener(payload);
      });
    },
    reconnect() {
      socket.connected = false;
      socket.serverSends('disconnect', 'transport close');
      socket.connected = true;
      socket.serverSends('connect');
    },
  };
  return socket;
}

const server = setupApiServer();

async function openLive(states: AdminLiveState[], language: 'de' | 'en' = 'de') {
  let answered = 0;
  server.use(
    api.get('/api/admin/live', ({ response }) => {
      const state = states[Math.min(answered, states.length - 1)]!;
      answered += 1;
      return response(200).json(state);
    }),
    http.get('*/api/*', () => Response.json({})),
  );
  const socket = fakeSocket();
  await openApp(language === 'en' ? '/en/admin/live' : '/admin/live', ADMIN, language, { onError: () => {} });
  act(() => sessionStore.setSocket(socket as never));
  return socket;
}

const figure = (name: string) => within(screen.getByRole('region', { name })).getByTestId('figure-value');
const liveRequests = () => server.requests.filter((request) => pathOf(request) === '/api/admin/live');

describe('the platform admin’s live dashboard', () => {
  it('shows who is online per company and the last 24 hours, then counts events as they happen', async () => {
    const socket = await openLive([STATE]);
    const online = await screen.findByRole('table', { name: 'Jetzt online pro Firma' });
    expect(within(online).getByRole('row', { name: /Alpen Umzüge AG 2 Anna Berg, Beat Kurz/ })).toBeVisible();
    expect(figure('Anmeldungen (24 h)')).toHaveTextContent('5');
    expect(figure('Offerten angenommen (24 h)')).toHaveTextContent('2');
    expect(figure('Benutzer online')).toHaveTextContent('2');

    const signIn: AdminLiveEvent = {
      kind: 'signIn',
      at: new Date().toISOString(),
      company: { _id: 'c-blitz', name: 'Zügelblitz GmbH' },
      user: { _id: 'u-vera', name: 'Vera Zügel' },
      number: null,
    };
    socket.serverSends('admin.event', signIn);
    const feed = screen.getByRole('region', { name: 'Ereignisse' });
    expect(within(feed).getByText('Zügelblitz GmbH')).toBeVisible();
    expect(within(feed).getByText(/Vera Zügel hat sich angemeldet/)).toBeVisible();
    expect(figure('Anmeldungen (24 h)')).toHaveTextContent('6');

    // Her page opens: the company appears with her, known by the sign-in's names.
    socket.serverSends('admin.presence', { companyId: 'c-blitz', userId: 'u-vera', connections: 1 });
    expect(within(online).getByRole('row', { name: /Zügelblitz GmbH 1 Vera Zügel/ })).toBeVisible();
    expect(figure('Benutzer online')).toHaveTextContent('3');
    // Anna closes her last page.
    socket.serverSends('admin.presence', { companyId: 'c-alpen', userId: 'u-anna', connections: 0 });
    expect(within(online).getByRole('row', { name: /Alpen Umzüge AG 1 Beat Kurz/ })).toBeVisible();

    socket.serverSends('admin.event', {
      kind: 'offerAccepted',
      at: new Date().toISOString(),
      company: { _id: 'c-alpen', name: 'Alpen Umzüge AG' },
      user: null,
      number: 1042,
    } satisfies AdminLiveEvent);
    expect(within(feed).getByText(/Offerte zu Auftrag 1042 angenommen/)).toBeVisible();
    expect(figure('Offerten angenommen (24 h)')).toHaveTextContent('3');
    // Newest first.
    expect(within(feed).getAllByRole('listitem')[0]).toHaveTextContent('Alpen Umzüge AG');
  });

  it('loads the picture again after a reconnection, keeping the events it saw', async () => {
    const later: AdminLiveState = {
      ...STATE,
      online: [
        {
          company: { _id: 'c-see', name: 'Bodensee Transporte AG' },
          users: [{ _id: 'u-max', name: 'Max Rhein', connections: 1 }],
        },
      ],
      hours: hours(9),
    };
    const socket = await openLive([STATE, later], 'en');
    await screen.findByRole('table', { name: 'Online now per company' });
    expect(screen.getByText('Connected')).toBeVisible();
    socket.serverSends('admin.event', {
      kind: 'invoicePaid',
      at: new Date().toISOString(),
      company: { _id: 'c-alpen', name: 'Alpen Umzüge AG' },
      user: null,
      number: 77,
    } satisfies AdminLiveEvent);
    const before = liveRequests().length;

    socket.reconnect();
    await screen.findByRole('row', { name: /Bodensee Transporte AG 1 Max Rhein/ });
    expect(liveRequests().length).toBeGreaterThan(before);
    expect(screen.queryByRole('row', { name: /Alpen Umzüge AG/ })).toBeNull();
    expect(figure('Sign-ins (24 h)')).toHaveTextContent('9');
    expect(screen.getByText(/Payment for invoice 77 recorded/)).toBeVisible();
  });

  it('asks for the picture again when someone unknown comes online', async () => {
    const socket = await openLive([
      STATE,
      {
        ...STATE,
        online: [
          ...STATE.online,
          {
            company: { _id: 'c-neu', name: 'Neu AG' },
            users: [{ _id: 'u-neu', name: 'Nina Neu', connections: 1 }],
          },
        ],
      },
    ]);
    await screen.findByRole('table', { name: 'Jetzt online pro Firma' });
    socket.serverSends('admin.presence', { companyId: 'c-neu', userId: 'u-neu', connections: 1 });
    expect(await screen.findByRole('row', { name: /Neu AG 1 Nina Neu/ })).toBeVisible();
  });
});
