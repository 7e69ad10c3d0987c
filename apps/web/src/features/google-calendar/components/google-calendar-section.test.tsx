import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { GoogleCalendarSection } from './google-calendar-section.tsx';

const server = setupApiServer();

const NONE = {
  configured: true,
  status: null,
  accountEmail: null,
  appointmentsCalendarId: null,
  contractsCalendarId: null,
  connectedAt: null,
} as const;
const CONNECTED = {
  ...NONE,
  status: 'connected',
  accountEmail: 'office@movers.example',
  connectedAt: '2026-11-26T09:00:00.000Z',
} as const;
const CALENDARS = {
  items: [
    {
      id: 'office@movers.example',
      summary: 'office@movers.example',
      timeZone: 'Europe/Zurich',
      primary: true,
    },
    { id: 'jobs@group.calendar.google.com', summary: 'Umzüge', timeZone: 'Europe/Zurich', primary: false },
  ],
};

/** Open a select and pick one of its own options (both selects list the same calendars). */
async function choose(select: HTMLElement, option: string) {
  await userEvent.click(select);
  await waitFor(() =>
    expect(document.getElementById(select.getAttribute('aria-controls') ?? '')).not.toBeNull(),
  );
  const list = document.getElementById(select.getAttribute('aria-controls')!)!;
  await userEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

describe('the Google Calendar section', () => {
  it('says when the server has no Google client, beside the feed on /my-company/calendar', async () => {
    server.use(
      api.get('/api/google-calendar', ({ response }) => response(200).json({ ...NONE, configured: false })),
      api.get('/api/calendar-feed', ({ response }) =>
        response(200).json({ active: false, createdAt: null, url: null }),
      ),
      http.all('*/api/*', () => Response.json({ items: [], total: 0, page: 1, pageSize: 25 })),
    );
    await openApp('/my-company/calendar', signedIn(), 'en');
    expect(
      await screen.findByText(
        'Google Calendar is not configured on this server. The calendar subscription above works all the same.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Connect with Google' })).toBeNull();
    expect(screen.getByText('No calendar subscription set up yet.')).toBeVisible();
  });

  it('sends the owner to Google’s consent page', async () => {
    server.use(
      api.get('/api/google-calendar', ({ response }) => response(200).json(NONE)),
      api.post('/api/google-calendar/connect', ({ response }) =>
        response(200).json({ url: 'https://accounts.google.com/o/oauth2/v2/auth?state=s' }),
      ),
    );
    const goTo = vi.fn();
    renderWithProviders(<GoogleCalendarSection goTo={goTo} />);
    expect(await screen.findByText('Kein Google-Konto verbunden.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Mit Google verbinden' }));
    await waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?state=s'),
    );
  });

  it('shows the account, saves the two calendars and disconnects after asking', async () => {
    let connection: object = CONNECTED;
    const saved: unknown[] = [];
    let disconnected = 0;
    server.use(
      api.get('/api/google-calendar', ({ response }) => response(200).json(connection as typeof CONNECTED)),
      api.get('/api/google-calendar/calendars', ({ response }) => response(200).json(CALENDARS)),
      api.put('/api/google-calendar/selection', async ({ request, response }) => {
        const body = await request.json();
        saved.push(body);
        connection = { ...CONNECTED, ...body };
        return response(200).json(connection as typeof CONNECTED);
      }),
      api.delete('/api/google-calendar', ({ response }) => {
        disconnected += 1;
        connection = NONE;
        return response(204).empty();
      }),
    );
    renderWithProviders(<GoogleCalendarSection />, { language: 'en' });
    expect(await screen.findByText('Connected to office@movers.example.')).toBeVisible();
    const forAppointments = screen.getByRole('combobox', { name: 'Calendar for appointments' });
    await waitFor(() => expect(forAppointments).toBeEnabled());
    await choose(forAppointments, 'office@movers.example (Europe/Zurich) · primary');
    await choose(screen.getByRole('combobox', { name: 'Calendar for jobs' }), 'Umzüge (Europe/Zurich)');
    await userEvent.click(screen.getByRole('button', { name: 'Save selection' }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          appointmentsCalendarId: 'office@movers.example',
          contractsCalendarId: 'jobs@group.calendar.google.com',
        },
      ]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect from Google?' });
    expect(disconnected).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('No Google account connected.')).toBeVisible();
    expect(disconnected).toBe(1);
  });

  it('asks the owner to sign in again when Google dropped the grant', async () => {
    server.use(
      api.get('/api/google-calendar', ({ response }) =>
        response(200).json({
          ...CONNECTED,
          status: 'broken',
          appointmentsCalendarId: 'office@movers.example',
        }),
      ),
    );
    renderWithProviders(<GoogleCalendarSection />);
    expect(await screen.findByText('Bitte melden Sie sich erneut beim Kalenderdienst an')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Erneut anmelden' })).toBeVisible();
    // Broken: the calendars are not asked of Google (no handler would answer).
    expect(server.requests.some((request) => request.url.endsWith('/calendars'))).toBe(false);
  });
});
