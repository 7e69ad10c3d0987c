import type { Appointment } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const ID = '00000000-0000-4000-8000-0000000000a1';
const ANNA = '00000000-0000-4000-8000-0000000000b1';

const VIEWING: Appointment = {
  _id: ID,
  kind: 'viewing',
  // 08:00 in Zürich on 2 December 2026 (winter: UTC+1).
  startsAt: '2026-12-02T07:00:00.000Z',
  endsAt: '2026-12-02T07:45:00.000Z',
  durationMinutes: 45,
  location: 'Kramgasse 10, 3011 Bern',
  customer: { _id: '00000000-0000-4000-8000-0000000000c1', name: 'Erika Muster', email: 'erika@example.ch' },
  contract: { _id: '00000000-0000-4000-8000-0000000000d1', number: 1007 },
  employees: [{ _id: ANNA, name: 'Anna Crew', email: 'anna@example.ch' }],
  notes: 'Keller zeigen lassen',
  copyToCustomer: true,
  sendByEmail: true,
  sequence: 0,
  reviewedAt: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  updatedAt: '2026-11-26T09:00:00.000Z',
};

const server = setupApiServer();

async function open(path: string, options: { createRefusal?: ReturnType<typeof errorBody> } = {}) {
  const posted: unknown[] = [];
  const deleted: string[] = [];
  server.use(
    api.get('/api/appointments', ({ response }) =>
      response(200).json({ items: [VIEWING], total: 1, page: 1, pageSize: 25 }),
    ),
    api.get('/api/appointments/{id}', ({ params, response }) =>
      params.id === ID
        ? response(200).json(VIEWING)
        : response(404).json(errorBody('error_not_found', 'Nicht gefunden')),
    ),
    api.post('/api/appointments', async ({ request, response }) => {
      const body = await request.json();
      posted.push(body);
      if (options.createRefusal) return response(400).json(options.createRefusal);
      return response(201).json({ ...VIEWING, _id: '00000000-0000-4000-8000-0000000000a2', kind: body.kind });
    }),
    api.delete('/api/appointments/{id}', ({ params, response }) => {
      deleted.push(params.id);
      return response(204).empty();
    }),
    api.get('/api/employees', ({ response }) =>
      response(200).json({
        items: [
          {
            _id: ANNA,
            firstName: 'Anna',
            lastName: 'Crew',
            email: 'anna@example.ch',
            username: 'anna',
            phone: null,
            role: 'USER',
            active: true,
            registeredAt: '2026-11-01T08:00:00Z',
            lastSeenAt: null,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 100,
      }),
    ),
    http.all('*/api/*', () => Response.json({ items: [], total: 0, page: 1, pageSize: 25 })),
  );
  const { user } = await openApp(path, signedIn(), 'de');
  return { user, posted, deleted };
}

describe('appointments', () => {
  it('lists when, what, for whom, where and who, in the company’s time', async () => {
    await open('/appointments');
    const table = await screen.findByRole('table', { name: 'Termine' });
    const row = (await within(table).findByRole('link', { name: '02.12.2026 08:00' })).closest('tr')!;
    expect(within(row).getByText('Besichtigung')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Erika Muster' })).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Auftrag 1007' })).toBeVisible();
    expect(within(row).getByText('Kramgasse 10, 3011 Bern')).toBeVisible();
    expect(within(row).getByText('Anna Crew')).toBeVisible();
    expect(within(row).getByText('45 Minuten')).toBeVisible();
  });

  it('makes one in a dialog: the Swiss date and time become the instant in Zürich; the one-hour rule answers at the start', async () => {
    const { user, posted } = await open('/appointments', {
      createRefusal: errorBody(
        'error_appointment_too_soon',
        'Ein Termin muss mehr als eine Stunde in der Zukunft beginnen.',
        {
          startsAt: {
            code: 'error_appointment_too_soon',
            message: 'Ein Termin muss mehr als eine Stunde in der Zukunft beginnen.',
          },
        },
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Neuer Termin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Termin' });
    const start = within(dialog).getByLabelText(/Beginn/);
    await user.clear(start);
    await user.type(start, '15.12.2026 09:30');
    await user.click(within(dialog).getByLabelText(/Dauer in Minuten/));
    await user.clear(within(dialog).getByLabelText(/Dauer in Minuten/));
    await user.type(within(dialog).getByLabelText(/Dauer in Minuten/), '90');
    await user.type(within(dialog).getByLabelText('Ort'), 'Seestrasse 5, 8002 Zürich');
    await user.click(within(dialog).getByRole('button', { name: 'Termin speichern' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      kind: 'viewing',
      // 09:30 in Zürich in December is 08:30 UTC.
      startsAt: '2026-12-15T08:30:00.000Z',
      durationMinutes: 90,
      location: 'Seestrasse 5, 8002 Zürich',
      employeeIds: [],
      sendByEmail: false,
    });
    expect(
      await within(dialog).findByText('Ein Termin muss mehr als eine Stunde in der Zukunft beginnen.'),
    ).toBeVisible();
  });

  it('shows one with everything it holds, and deletes it after saying the invitees get a cancellation', async () => {
    const { user, deleted } = await open(`/appointments/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Besichtigung · 02.12.2026 08:00' })).toBeVisible();
    expect(screen.getByText('Keller zeigen lassen')).toBeVisible();
    expect(screen.getByText('02.12.2026 08:45')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Termin löschen?' });
    // The dialog fades in.
    await waitFor(() =>
      expect(within(confirm).getByText(/Alle Eingeladenen erhalten eine Absage/)).toBeVisible(),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(deleted).toEqual([ID]));
    await waitFor(() => expect(window.location.pathname).toBe('/appointments'));
  });
});
