import type { Appointment, CalendarJob } from '@maxer/domain';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';

const VIEWING: Appointment = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  kind: 'viewing',
  // 08:00 in Zürich on Wednesday 2 December 2026 (winter: UTC+1).
  startsAt: '2026-12-02T07:00:00.000Z',
  endsAt: '2026-12-02T07:45:00.000Z',
  durationMinutes: 45,
  location: 'Kramgasse 10, 3011 Bern',
  customer: { _id: '00000000-0000-4000-8000-0000000000c1', name: 'Erika Muster', email: 'erika@example.ch' },
  contract: null,
  employees: [],
  notes: null,
  copyToCustomer: false,
  sendByEmail: false,
  sequence: 0,
  reviewedAt: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  updatedAt: '2026-11-26T09:00:00.000Z',
};

// On the second page of the range: the calendar reads every page, not just the first hundred.
const MOVE: Appointment = {
  ...VIEWING,
  _id: '00000000-0000-4000-8000-0000000000a2',
  kind: 'move',
  startsAt: '2026-12-04T12:00:00.000Z',
  endsAt: '2026-12-04T16:00:00.000Z',
  durationMinutes: 240,
  customer: { _id: '00000000-0000-4000-8000-0000000000c2', name: 'Hans Zügel', email: null },
};

function job(number: number, kind: CalendarJob['kind'], startsAt: string, endsAt: string): CalendarJob {
  return {
    kind,
    contractId: `00000000-0000-4000-8000-00000000${number}`,
    contractNumber: number,
    status: 'ACCEPTED',
    customStatus: null,
    customerName: 'Erika Muster',
    startsAt,
    endsAt,
    place: 'Bern → Thun',
  };
}

const server = setupApiServer();

async function open(path: string, language: 'de' | 'en' = 'de') {
  const queries: URLSearchParams[] = [];
  const contractQueries: URLSearchParams[] = [];
  server.use(
    api.get('/api/appointments', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      // A hundred on the first page, most of them in another year (outside the week shown).
      const fillers = Array.from({ length: 99 }, (_, index) => ({
        ...VIEWING,
        _id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        startsAt: '2025-01-06T07:00:00.000Z',
        endsAt: '2025-01-06T08:00:00.000Z',
      }));
      return query.get('page') === '2'
        ? response(200).json({ items: [MOVE], total: 101, page: 2, pageSize: 100 })
        : response(200).json({ items: [VIEWING, ...fillers], total: 101, page: 1, pageSize: 100 });
    }),
    api.get('/api/calendar-jobs', ({ request, response }) => {
      contractQueries.push(new URL(request.url).searchParams);
      return response(200).json({
        items: [
          // Friday 07:00–13:00 in Zürich, a move with its custom status; Thursday's cleaning 13:00–17:30.
          {
            ...job(1007, 'move', '2026-12-04T06:00:00.000Z', '2026-12-04T12:00:00.000Z'),
            customStatus: { name: 'Bestätigt', color: '#2f9e44' },
          },
          job(1009, 'cleaning', '2026-12-03T12:00:00.000Z', '2026-12-03T16:30:00.000Z'),
        ],
      });
    }),
    http.all('*/api/*', () => Response.json({ items: [], total: 0, page: 1, pageSize: 25 })),
  );
  const { user } = await openApp(path, signedIn(), language);
  return { user, queries, contractQueries };
}

describe('the appointments calendar', () => {
  it("shows the week's appointments in Zürich time, read page by page for the visible range, and the jobs' moves", async () => {
    const { queries, contractQueries } = await open(
      '/appointments/calendar?view=timeGridWeek&date=2026-12-02',
    );

    expect(await screen.findByRole('heading', { name: 'Kalender', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Besichtigung · Erika Muster')).toBeInTheDocument();
    expect(await screen.findByText('Umzug · Hans Zügel')).toBeInTheDocument();
    // The event shows its start in the company's zone.
    expect(screen.getAllByText(/08:00/).length).toBeGreaterThan(0);
    // Monday 30 November to Monday 7 December, midnight in Zürich.
    const week = queries.filter((query) => query.get('from') === '2026-11-29T23:00:00.000Z');
    expect(week.map((query) => [query.get('to'), query.get('page'), query.get('pageSize')])).toEqual([
      ['2026-12-06T23:00:00.000Z', '1', '100'],
      ['2026-12-06T23:00:00.000Z', '2', '100'],
    ]);
    // The jobs' moves and cleanings of the week, read-only, for as long as they take.
    const move = await screen.findByText('Umzug 1007 · Erika Muster · Bern → Thun · Bestätigt');
    expect(move.closest('.fc-event')).toHaveTextContent('07:00 - 13:00');
    const cleaning = screen.getByText('Reinigung 1009 · Erika Muster · Bern → Thun');
    expect(cleaning.closest('.fc-event')).toHaveTextContent('13:00 - 17:30');
    // Only the week's instants are asked for, never the whole list.
    expect(contractQueries.map((query) => [query.get('from'), query.get('to')])).toEqual([
      ['2026-11-29T23:00:00.000Z', '2026-12-06T23:00:00.000Z'],
    ]);
    // The legend names every kind, the jobs' moves and cleanings, and the custom status in sight.
    const legend = screen.getByRole('list', { name: 'Legende' });
    expect(within(legend).getAllByRole('listitem')).toHaveLength(8);
    expect(within(legend).getByText('Bestätigt')).toBeInTheDocument();
  });

  it('opens the new appointment dialog at the day picked, and the month view starts on Monday', async () => {
    const { user } = await open('/appointments/calendar?view=dayGridMonth&date=2026-12-02');

    const headers = await screen.findAllByRole('columnheader');
    expect(headers[0]).toHaveTextContent(/Mo/);
    await user.click(await screen.findByRole('button', { name: 'Neuer Termin am Donnerstag, 3. Dezember' }));

    const dialog = await screen.findByRole('dialog', { name: 'Neuer Termin' });
    expect(within(dialog).getByLabelText(/Beginn/)).toHaveValue('03.12.2026 08:00');
  });

  it('speaks English on an English page, still Monday first and in 24-hour Zürich time', async () => {
    await open('/appointments/calendar?view=timeGridWeek&date=2026-12-02', 'en');

    expect(await screen.findByRole('heading', { name: 'Calendar', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Viewing · Erika Muster')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Week' })).toBeChecked();
    const headers = await screen.findAllByRole('columnheader');
    const days = headers.filter((header) => header.textContent?.trim());
    expect(days[0]).toHaveTextContent(/Mon/);
    expect(
      screen.getByRole('button', { name: 'New appointment on Wednesday 2 December' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/08:00/).length).toBeGreaterThan(0);
  });
});
