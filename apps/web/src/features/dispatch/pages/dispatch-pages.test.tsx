import type { DispatchBoard, DispatchItem, MyJobs } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';

const LUCA = '00000000-0000-4000-8000-0000000000b1';
const MIA = '00000000-0000-4000-8000-0000000000b2';
const VAN = '00000000-0000-4000-8000-0000000000d1';
const JOB = '00000000-0000-4000-8000-0000000000e1';
const APPOINTMENT = '00000000-0000-4000-8000-0000000000a1';

// Monday 14 December 2026, 08:00–15:00 in Zürich (winter: UTC+1).
const MOVE: DispatchItem = {
  key: `relocation:${JOB}`,
  kind: 'relocation',
  id: JOB,
  appointmentKind: null,
  contract: { _id: JOB, number: 1007 },
  startsAt: '2026-12-14T07:00:00.000Z',
  endsAt: '2026-12-14T14:00:00.000Z',
  customer: { name: 'Erika Muster', phone: '+41 79 123 45 67' },
  address: 'Kramgasse 10, 3011 Bern',
  destination: 'Seestrasse 5, 8002 Zürich',
  notes: 'Parkbewilligung beantragt',
  plannedWorkers: 3,
  plannedVehicles: 1,
  people: [{ _id: LUCA, name: 'Luca Keller' }],
  vehicles: [],
  warnings: [
    {
      code: 'personDoubleBooked',
      resourceId: LUCA,
      otherKey: `appointment:${APPOINTMENT}`,
      planned: null,
      assigned: null,
    },
    { code: 'fewerWorkers', resourceId: null, otherKey: null, planned: 3, assigned: 1 },
    { code: 'fewerVehicles', resourceId: null, otherKey: null, planned: 1, assigned: 0 },
  ],
};
const VIEWING: DispatchItem = {
  ...MOVE,
  key: `appointment:${APPOINTMENT}`,
  kind: 'appointment',
  id: APPOINTMENT,
  appointmentKind: 'viewing',
  contract: null,
  startsAt: '2026-12-14T12:00:00.000Z',
  endsAt: '2026-12-14T13:00:00.000Z',
  customer: { name: 'Hans Zügel', phone: null },
  address: 'Bahnhofstrasse 1, 8001 Zürich',
  destination: null,
  notes: null,
  plannedWorkers: null,
  plannedVehicles: 0,
  warnings: [
    {
      code: 'personDoubleBooked',
      resourceId: LUCA,
      otherKey: `relocation:${JOB}`,
      planned: null,
      assigned: null,
    },
  ],
};

function boardOf(items: DispatchItem[]): DispatchBoard {
  return {
    from: '2026-12-13T23:00:00.000Z',
    to: '2026-12-14T23:00:00.000Z',
    timeZone: 'Europe/Zurich',
    items,
    people: [
      { _id: LUCA, name: 'Luca Keller' },
      { _id: MIA, name: 'Mia Roth' },
    ],
    vehicles: [{ _id: VAN, name: 'Sprinter', registrationNumber: 'BE 12345', borrowable: true }],
    summary: {
      items: items.length,
      withWarnings: items.filter((item) => item.warnings.length > 0).length,
      doubleBookings: items.filter((item) => item.warnings.some((w) => w.code.endsWith('DoubleBooked')))
        .length,
      understaffed: items.filter((item) => item.warnings.some((w) => w.code.startsWith('fewer'))).length,
    },
  };
}

const server = setupApiServer();

describe('the dispatch board', () => {
  it('shows the day’s jobs in Zürich time with their warnings, and assigns a person picked by keyboard', async () => {
    const queries: URLSearchParams[] = [];
    const puts: { url: string; body: unknown }[] = [];
    server.use(
      api.get('/api/dispatch', ({ request, response }) => {
        queries.push(new URL(request.url).searchParams);
        return response(200).json(boardOf([MOVE, VIEWING]));
      }),
      api.put('/api/dispatch/{kind}/{id}', async ({ request, response }) => {
        const body = await request.json();
        puts.push({ url: new URL(request.url).pathname, body });
        return response(200).json({ ...MOVE, warnings: [] });
      }),
      http.all('*/api/*', () => Response.json({ items: [], total: 0, page: 1, pageSize: 25 })),
    );
    const { user } = await openApp('/dispatch?view=day&day=2026-12-14', signedIn(), 'de');

    const card = await screen.findByRole('article', { name: 'Umzug 08:00–15:00 Erika Muster' });
    // The day from midnight to midnight in Zürich.
    expect(queries.map((query) => [query.get('from'), query.get('to')])).toEqual([
      ['2026-12-13T23:00:00.000Z', '2026-12-14T23:00:00.000Z'],
    ]);
    expect(within(card).getByText('Kramgasse 10, 3011 Bern nach Seestrasse 5, 8002 Zürich')).toBeVisible();
    expect(within(card).getByText('Geplant: 3 Personen, 1 Fahrzeuge')).toBeVisible();
    expect(
      within(card).getByText(
        'Luca Keller ist zur selben Zeit auch bei Besichtigung 13:00–14:00 Hans Zügel eingeteilt.',
      ),
    ).toBeVisible();
    expect(within(card).getByText('Zu wenige Mitarbeitende: 1 von 3 geplanten.')).toBeVisible();
    expect(within(card).getByText('Zu wenige Fahrzeuge: 0 von 1 geplanten.')).toBeVisible();
    expect(screen.getByTestId('dispatch-summary')).toHaveTextContent(
      '2 Einsätze: 2 Einsätze mit Doppelbuchung, 1 Einsatz mit zu wenig Personal oder Fahrzeugen',
    );
    // The side list to drag from.
    expect(screen.getByRole('button', { name: /Sprinter · ausleihbar/ })).toBeInTheDocument();

    // Picking by keyboard: focus the people picker, type, choose with Enter.
    const picker = within(card).getByRole('combobox', {
      name: 'Mitarbeitende für Umzug 08:00–15:00 Erika Muster',
    });
    await user.click(picker);
    await user.type(picker, 'Mia');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(puts).toEqual([
        { url: `/api/dispatch/relocation/${JOB}`, body: { userIds: [LUCA, MIA], vehicleIds: [] } },
      ]),
    );
    expect(await screen.findByText('Zuteilung gespeichert.')).toBeInTheDocument();
  });

  it('says when nothing is planned, and steps to the next week', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      api.get('/api/dispatch', ({ request, response }) => {
        queries.push(new URL(request.url).searchParams);
        return response(200).json(boardOf([]));
      }),
      http.all('*/api/*', () => Response.json({ items: [], total: 0, page: 1, pageSize: 25 })),
    );
    const { user } = await openApp('/dispatch?view=week&day=2026-12-16', signedIn(), 'en');
    expect(
      await screen.findByText('No moves, cleanings or appointments are planned in this period.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Monday to Monday in Zürich: the week of the 16th, then the week after.
    await waitFor(() =>
      expect(queries.map((query) => query.get('from'))).toEqual([
        '2026-12-13T23:00:00.000Z',
        '2026-12-20T23:00:00.000Z',
      ]),
    );
  });
});

describe('my jobs', () => {
  it('lists one’s own jobs with a phone link and a map link', async () => {
    const mine: MyJobs = { timeZone: 'Europe/Zurich', items: [{ ...MOVE, warnings: [] }] };
    server.use(
      api.get('/api/my-jobs', ({ response }) => response(200).json(mine)),
      http.all('*/api/*', () => Response.json({ items: [], total: 0, page: 1, pageSize: 25 })),
    );
    await openApp('/my-jobs', signedIn({ _id: LUCA, role: 'USER' }), 'de');
    const call = await screen.findByRole('link', { name: 'Erika Muster anrufen' });
    expect(call).toHaveAttribute('href', 'tel:+41791234567');
    const map = screen.getByRole('link', { name: /Kramgasse 10, 3011 Bern/ });
    expect(map.getAttribute('href')).toContain(encodeURIComponent('Kramgasse 10, 3011 Bern'));
    expect(screen.getByText('Parkbewilligung beantragt')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Meine Einsätze' })).toBeInTheDocument();
  });

  it('says so when one has nothing to do', async () => {
    server.use(
      api.get('/api/my-jobs', ({ response }) => response(200).json({ timeZone: 'Europe/Zurich', items: [] })),
      http.all('*/api/*', () => Response.json({ items: [], total: 0, page: 1, pageSize: 25 })),
    );
    await openApp('/my-jobs', signedIn({ role: 'USER' }), 'en');
    expect(
      await screen.findByText('You are not assigned to anything today or in the next days.'),
    ).toBeVisible();
  });
});
