import { type Appointment, REVIEW_AREAS, type Review } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const ID = '00000000-0000-4000-8000-0000000000e1';
const JOB = '00000000-0000-4000-8000-0000000000d1';
const APPOINTMENT = '00000000-0000-4000-8000-0000000000a1';

function areas(rating: number | null) {
  return Object.fromEntries(
    REVIEW_AREAS.map((area) => [area, { rating, comment: area === 'team' ? 'Sehr freundlich' : null }]),
  ) as Review['areas'];
}

const REVIEW: Review = {
  _id: ID,
  contractId: JOB,
  contractNumber: 1007,
  appointmentId: null,
  customerId: '00000000-0000-4000-8000-0000000000c1',
  customerName: 'Erika Muster',
  recipient: 'erika@example.ch',
  language: 'de',
  requestedAt: '2026-12-01T09:00:00.000Z',
  remindedAt: null,
  submittedAt: '2026-12-02T18:30:00.000Z',
  expiresAt: '2027-01-30T09:00:00.000Z',
  average: 4.5,
  areas: {
    ...areas(5),
    price: { rating: 3, comment: 'Etwas teuer' },
    system: { rating: null, comment: null },
  },
  comment: 'Alles bestens.',
  followUp: null,
  followUpAt: null,
  alertedAt: null,
  automatic: false,
};

const SETTINGS = {
  reminders: true,
  reminderDays: 5,
  publicReviewUrl: null,
  autoRequests: false,
  autoRequestDays: 2,
};

/** Twelve months to December 2026: November with two answers, June with one. */
const TREND = {
  months: Array.from({ length: 12 }, (_, index) => {
    const month = `2026-${String(index + 1).padStart(2, '0')}`;
    if (month === '2026-11') return { month, count: 2, average: 4.5 };
    if (month === '2026-06') return { month, count: 1, average: 2 };
    return { month, count: 0, average: null };
  }),
};

const VIEWING: Appointment = {
  _id: APPOINTMENT,
  kind: 'move',
  startsAt: '2026-12-02T07:00:00.000Z',
  endsAt: '2026-12-02T11:00:00.000Z',
  durationMinutes: 240,
  location: null,
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

const server = setupApiServer();

async function open(
  path: string,
  options: { refuseRequest?: boolean; role?: 'OWNER' | 'USER'; review?: Partial<Review> } = {},
) {
  const queries: URLSearchParams[] = [];
  const trendQueries: URLSearchParams[] = [];
  const requested: { url: string; body: unknown }[] = [];
  const settings: unknown[] = [];
  server.use(
    api.get('/api/review-settings', ({ response }) => response(200).json(SETTINGS)),
    api.put('/api/review-settings', async ({ request, response }) => {
      const body = await request.json();
      settings.push(body);
      return response(200).json({ ...SETTINGS, ...body });
    }),
    api.get('/api/reviews/trend', ({ request, response }) => {
      trendQueries.push(new URL(request.url).searchParams);
      return response(200).json(TREND);
    }),
    api.get('/api/reviews', ({ request, response }) => {
      queries.push(new URL(request.url).searchParams);
      return response(200).json({
        items: [REVIEW],
        total: 1,
        page: 1,
        pageSize: 25,
        averages: { ...Object.fromEntries(REVIEW_AREAS.map((area) => [area, 4.5])), price: 3.2 } as never,
        overall: 4.4,
        submitted: 1,
      });
    }),
    api.get('/api/reviews/{id}', ({ params, response }) =>
      params.id === ID
        ? response(200).json({ ...REVIEW, ...options.review })
        : response(404).json(errorBody('error_not_found', 'Nicht gefunden')),
    ),
    api.get('/api/appointments/{id}', ({ response }) => response(200).json(VIEWING)),
    api.post('/api/appointments/{id}/review-request', async ({ request, response }) => {
      requested.push({ url: request.url, body: await request.json() });
      if (options.refuseRequest)
        return response(409).json(
          errorBody('error_review_submitted', 'Diese Bewertung wurde bereits abgegeben. Vielen Dank!'),
        );
      return response(200).json({ ...REVIEW, appointmentId: APPOINTMENT, submittedAt: null, average: null });
    }),
    http.all('*/api/*', () => Response.json({ items: [], total: 0, page: 1, pageSize: 25 })),
  );
  const { user } = await openApp(path, signedIn({ role: options.role ?? 'OWNER' }), 'de');
  return { user, queries, trendQueries, requested, settings };
}

describe('reviews', () => {
  it('lists who rated how, with the averages per area over the filter; the filters go to the server', async () => {
    const { user, queries } = await open('/reviews');
    const table = await screen.findByRole('table', { name: 'Bewertungen' });
    const row = (await within(table).findByRole('link', { name: 'Erika Muster' })).closest('tr')!;
    expect(within(row).getByText('Auftrag 1007')).toBeVisible();
    expect(within(row).getByRole('img', { name: '4.5 von 5' })).toBeVisible();
    expect(within(row).getByText('Alles bestens.')).toBeVisible();
    const averages = screen.getByRole('region', { name: 'Durchschnitt über 1 Bewertungen' });
    expect(within(within(averages).getByTestId('average-price')).getByText('Preis')).toBeVisible();
    expect(within(averages).getByRole('img', { name: '3.2 von 5' })).toBeVisible();
    expect(within(averages).getByRole('img', { name: '4.4 von 5' })).toBeVisible();
    expect(queries[0]!.get('state')).toBe('submitted');

    await user.click(screen.getAllByLabelText('Mindestens')[0]!);
    // Both star filters offer the same choices; the first list is the "at least" one.
    await user.click((await screen.findAllByRole('option', { name: '4 Sterne', hidden: true }))[0]!);
    await waitFor(() => expect(queries.at(-1)!.get('minRating')).toBe('4'));
    expect(window.location.search).toContain('minRating=4');
  });

  it('lets an owner set the reminder, the automatic request and the public review page', async () => {
    const { user, settings } = await open('/reviews');
    const section = await screen.findByRole('region', { name: 'Einstellungen' });
    const days = within(section).getByRole('textbox', { name: 'Nach Tagen' });
    await waitFor(() => expect(days).toHaveValue('5'));
    await user.clear(days);
    await user.type(days, '7');
    const autoDays = within(section).getByRole('textbox', { name: 'Tage nach dem Auftrag' });
    expect(autoDays).toBeDisabled();
    await user.click(
      within(section).getByRole('switch', { name: 'Nach dem Auftrag automatisch um eine Bewertung bitten' }),
    );
    await user.clear(autoDays);
    await user.type(autoDays, '3');
    const address = within(section).getByRole('textbox', { name: 'Ihre öffentliche Bewertungsseite' });
    // An address without https is refused on the field, before anything is sent.
    await user.type(address, 'http://g.page/r/muster');
    await user.click(within(section).getByRole('button', { name: 'Speichern' }));
    expect(await within(section).findByText(/beginnend mit https:\/\//)).toBeVisible();
    expect(address).toHaveFocus();
    expect(settings).toEqual([]);
    await user.clear(address);
    await user.type(address, 'https://g.page/r/muster/review');
    await user.click(within(section).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(settings).toEqual([
        {
          reminders: true,
          reminderDays: 7,
          publicReviewUrl: 'https://g.page/r/muster/review',
          autoRequests: true,
          autoRequestDays: 3,
        },
      ]),
    );
    expect(await screen.findByText('Einstellungen gespeichert.')).toBeVisible();
  });

  it('shows no settings to a user', async () => {
    await open('/reviews', { role: 'USER' });
    await screen.findByRole('table', { name: 'Bewertungen' });
    expect(screen.queryByRole('region', { name: 'Einstellungen' })).toBeNull();
  });

  it('draws the last twelve months under the list’s filter, with the numbers as a table', async () => {
    const { user, trendQueries } = await open('/reviews?minRating=2&q=Muster');
    const trend = await screen.findByRole('region', { name: 'Verlauf der letzten 12 Monate' });
    expect(await within(trend).findByTestId('review-trend-chart')).toHaveAttribute('aria-hidden', 'true');
    // The table is there for screen readers from the start, and shown on demand.
    const table = within(trend).getByRole('table', { name: 'Bewertungen pro Monat' });
    const november = within(table).getByRole('rowheader', { name: 'November 2026' }).closest('tr')!;
    expect(
      within(november)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '4.5']);
    const march = within(table).getByRole('rowheader', { name: 'März 2026' }).closest('tr')!;
    expect(
      within(march)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '–']);
    const toggle = within(trend).getByRole('button', { name: 'Zahlen anzeigen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(trend).getByRole('button', { name: 'Zahlen ausblenden' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(trend).getByRole('table', { name: 'Bewertungen pro Monat' })).toBeVisible();
    expect(trendQueries[0]!.get('minRating')).toBe('2');
    expect(trendQueries[0]!.get('q')).toBe('Muster');
    expect(trendQueries[0]!.has('state')).toBe(false);
  });

  it('shows one review: each area’s stars and comment, the skipped ones as not rated', async () => {
    await open(`/reviews/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Bewertung · Erika Muster' })).toBeVisible();
    const answers = screen.getByRole('region', { name: 'Antworten' });
    const price = within(answers).getByRole('rowheader', { name: 'Preis' }).closest('tr')!;
    expect(within(price).getByRole('img', { name: '3 von 5' })).toBeVisible();
    expect(within(price).getByText('Etwas teuer')).toBeVisible();
    const system = within(answers).getByRole('rowheader', { name: 'Ablauf und System' }).closest('tr')!;
    expect(within(system).getByText('nicht bewertet')).toBeVisible();
    expect(within(answers).getByText('Alles bestens.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Auftrag 1007' })).toHaveAttribute('href', `/contracts/${JOB}`);
    expect(screen.queryByRole('region', { name: 'Was schiefgelaufen ist' })).toBeNull();
  });

  it('shows what an unhappy customer says went wrong, and when the owners were alerted', async () => {
    await open(`/reviews/${ID}`, {
      review: {
        average: 2,
        alertedAt: '2026-12-02T18:31:00.000Z',
        followUp: 'Der Tisch hat einen Kratzer.',
        followUpAt: '2026-12-02T18:35:00.000Z',
        automatic: true,
      },
    });
    const followUp = await screen.findByRole('region', { name: 'Was schiefgelaufen ist' });
    expect(within(followUp).getByText('Der Tisch hat einen Kratzer.')).toBeVisible();
    expect(within(followUp).getByText('02.12.2026 19:35')).toBeVisible();
    expect(screen.getByText('automatisch nach dem Auftrag')).toBeVisible();
    expect(screen.getByText('02.12.2026 19:31')).toBeVisible();
  });

  it('asks the customer of an appointment for a review in the chosen language', async () => {
    const { user, requested } = await open(`/appointments/${APPOINTMENT}`);
    await user.click(await screen.findByRole('button', { name: 'Bewertung anfragen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bewertung anfragen' });
    await waitFor(() =>
      expect(within(dialog).getByText(/erika@example.ch erhält eine E-Mail/)).toBeVisible(),
    );
    await user.click(within(dialog).getByText('Englisch'));
    await user.click(within(dialog).getByRole('button', { name: 'E-Mail senden' }));
    await waitFor(() => expect(requested).toHaveLength(1));
    expect(requested[0]!.url).toContain(`/api/appointments/${APPOINTMENT}/review-request`);
    expect(requested[0]!.body).toEqual({ language: 'en' });
    expect(await screen.findByText('Bewertungsanfrage an erika@example.ch gesendet.')).toBeVisible();
  });

  it('a refused request says why', async () => {
    const { user } = await open(`/appointments/${APPOINTMENT}`, { refuseRequest: true });
    await user.click(await screen.findByRole('button', { name: 'Bewertung anfragen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bewertung anfragen' });
    await user.click(within(dialog).getByRole('button', { name: 'E-Mail senden' }));
    expect(await screen.findByText('Diese Bewertung wurde bereits abgegeben. Vielen Dank!')).toBeVisible();
  });
});
