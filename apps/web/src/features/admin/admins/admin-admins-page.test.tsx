import { notifications } from '@mantine/notifications';
import type { Language, PlatformAdmin } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const ADMIN = signedIn({ kind: 'admin', role: 'PLATFORM_ADMIN', username: 'olivia', company: null });

const olivia: PlatformAdmin = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  firstName: 'Olivia',
  lastName: 'Oberhof',
  email: 'olivia@maxer.ch',
  active: true,
  // 09:30 UTC is 10:30 in Zurich.
  lastSeenAt: '2026-11-21T09:30:00Z',
  createdAt: '2026-01-05T08:00:00Z',
};
const bruno: PlatformAdmin = {
  _id: '00000000-0000-4000-8000-0000000000a2',
  firstName: 'Bruno',
  lastName: 'Berger',
  email: 'bruno@maxer.ch',
  active: false,
  lastSeenAt: null,
  createdAt: '2026-03-01T08:00:00Z',
};

interface Options {
  language?: Language;
  /** What the server answers to an invitation instead of creating the admin. */
  inviteRefusal?: { status: 409 | 400; body: ReturnType<typeof errorBody> };
  /** What the server answers to a (de)activation instead of doing it. */
  toggleRefusal?: ReturnType<typeof errorBody>;
  /** The signed-in admin's id. */
  self?: string;
}

const server = setupApiServer();
// The messages of one test are not those of the next (the notification store outlives the page).
afterEach(() => notifications.clean());

async function open(path: string, options: Options = {}) {
  const calls: { method: string; path: string; query: Record<string, string>; body: unknown }[] = [];
  const record = (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
    });
  };
  server.use(
    api.get('/api/admin/admins', ({ request, response }) => {
      record(request);
      return response(200).json({ items: [olivia, bruno], total: 2, page: 1, pageSize: 25 });
    }),
    api.post('/api/admin/admins', async ({ request, response }) => {
      const body = await request.json();
      record(request, body);
      if (options.inviteRefusal) return response(409).json(options.inviteRefusal.body);
      return response(201).json({
        _id: '00000000-0000-4000-8000-0000000000a3',
        ...body,
        active: true,
        lastSeenAt: null,
        createdAt: '2026-11-26T08:00:00Z',
      });
    }),
    api.patch('/api/admin/admins/{id}/active', async ({ request, params, response }) => {
      const body = await request.json();
      record(request, body);
      if (options.toggleRefusal) return response(409).json(options.toggleRefusal);
      const found = [olivia, bruno].find((admin) => admin._id === params.id)!;
      return response(200).json({ ...found, active: body.active });
    }),
    http.get('*/api/*', () => Response.json({})),
  );
  const me = options.self ? { ...ADMIN, userInfo: { ...ADMIN.userInfo, _id: options.self } } : ADMIN;
  const { user } = await openApp(path, me, options.language ?? 'de');
  return { calls, user, writes: () => calls.filter((call) => call.method !== 'GET') };
}

describe('the platform’s admins', () => {
  it('lists each admin with e-mail, status, last seen and created, asked as the address says', async () => {
    const { calls } = await open('/admin/admins?q=ober&sort=-lastSeenAt');
    const table = await screen.findByRole('table', { name: 'Admins' });
    expect(calls.at(-1)?.query).toEqual({ page: '1', pageSize: '25', sort: '-lastSeenAt', q: 'ober' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(
      /Olivia Oberhof.*olivia@maxer\.ch.*Aktiv.*21\.11\.2026 10:30.*05\.01\.2026.*Deaktivieren/,
    );
    expect(second).toHaveTextContent(
      /Bruno Berger.*bruno@maxer\.ch.*Inaktiv.*Noch nie.*01\.03\.2026.*Reaktivieren/,
    );
    expect(screen.getByRole('link', { name: 'Admins' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Aktivitäten' })).toBeVisible();
  });

  it('offers no deactivation of oneself', async () => {
    await open('/admin/admins', { self: olivia._id });
    const table = await screen.findByRole('table', { name: 'Admins' });
    const own = within(table).getByText('Olivia Oberhof').closest('tr')!;
    expect(own).toHaveTextContent('Sie');
    expect(within(own).queryByRole('button')).toBeNull();
    expect(within(table).getByRole('button', { name: 'Reaktivieren: Bruno Berger' })).toBeVisible();
  });

  it('invites an admin: the fields are checked first, then the invitation is sent', async () => {
    const { user, writes } = await open('/admin/admins');
    await user.click(await screen.findByRole('button', { name: 'Admin einladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Admin einladen' });
    await user.type(within(dialog).getByRole('textbox', { name: 'E-Mail' }), 'kein-email');
    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    expect(await within(dialog).findByText('Die E-Mail-Adresse ist nicht gültig')).toBeVisible();
    expect(within(dialog).getAllByText('Dieses Feld ist erforderlich.')).toHaveLength(2);
    expect(writes()).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Vorname' }), 'Anna');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nachname' }), 'Admin');
    const email = within(dialog).getByRole('textbox', { name: 'E-Mail' });
    await user.clear(email);
    await user.type(email, 'Anna@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    expect(await screen.findByText('Einladung an anna@example.com gesendet.')).toBeVisible();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/admins',
        query: {},
        body: { firstName: 'Anna', lastName: 'Admin', email: 'anna@example.com' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Admin einladen' })).toBeNull());
  });

  it('shows a taken e-mail next to the e-mail field, in English', async () => {
    const { user } = await open('/en/admin/admins', {
      language: 'en',
      inviteRefusal: {
        status: 409,
        body: errorBody('error_email_exists', 'There is another account with this email'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite admin' });
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Olivia');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Oberhof');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'olivia@maxer.ch');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('There is another account with this email'),
    );
    expect(screen.getByRole('dialog', { name: 'Invite admin' })).toBeVisible();
  });

  it('deactivates an admin after asking, and reactivates one', async () => {
    const { user, writes } = await open('/admin/admins');
    await user.click(await screen.findByRole('button', { name: 'Deaktivieren: Olivia Oberhof' }));
    const dialog = await screen.findByRole('dialog', { name: 'Admin deaktivieren' });
    expect(dialog).toHaveTextContent(
      'Olivia Oberhof deaktivieren? Alle Sitzungen dieser Person enden sofort.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    expect(await screen.findByText('Olivia Oberhof wurde deaktiviert.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Reaktivieren: Bruno Berger' }));
    const again = await screen.findByRole('dialog', { name: 'Admin reaktivieren' });
    await user.click(within(again).getByRole('button', { name: 'Reaktivieren' }));
    expect(await screen.findByText('Bruno Berger ist wieder aktiv.')).toBeVisible();
    expect(writes().map((call) => [call.path, call.body])).toEqual([
      [`/api/admin/admins/${olivia._id}/active`, { active: false }],
      [`/api/admin/admins/${bruno._id}/active`, { active: true }],
    ]);
  });

  it('shows the server’s refusal (the last active admin)', async () => {
    const { user } = await open('/admin/admins', {
      toggleRefusal: errorBody(
        'error_last_active_admin',
        'Die Plattform braucht mindestens einen aktiven Admin.',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Deaktivieren: Olivia Oberhof' }));
    const dialog = await screen.findByRole('dialog', { name: 'Admin deaktivieren' });
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    expect(await screen.findByText('Die Plattform braucht mindestens einen aktiven Admin.')).toBeVisible();
  });
});
