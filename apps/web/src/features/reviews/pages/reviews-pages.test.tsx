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

async function open(path: string, options: { refuseRequest?: boolean; role?: 'OWNER' | 'USER' } = {}) {
  const queries: URLSearchParams[] = [];
  const requested: { url: string; body: unknown }[] = [];
  const settings: unknown[] = [];
  server.use(
    api.get('/api/review-settings', ({ response }) =>
      response(200).json({ reminders: true, reminderDays: 5 }),
    ),
    api.put('/api/review-settings', async ({ request, response }) => {
      const body = await request.json();
      settings.push(body);
      return response(200).json(body);
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
        ? response(200).json(REVIEW)
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
  return { user, queries, requested, settings };
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

  it('lets an owner switch the reminder and set its days; a user does not see it', async () => {
    const { user, settings } = await open('/reviews');
    const section = await screen.findByRole('region', { name: 'Erinnerung' });
    const days = within(section).getByRole('textbox', { name: 'Nach Tagen' });
    await waitFor(() => expect(days).toHaveValue('5'));
    await user.clear(days);
    await user.type(days, '7');
    await user.click(within(section).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(settings).toEqual([{ reminders: true, reminderDays: 7 }]));
    expect(await screen.findByText('Erinnerung gespeichert.')).toBeVisible();
  });

  it('shows no reminder settings to a user', async () => {
    await open('/reviews', { role: 'USER' });
    await screen.findByRole('table', { name: 'Bewertungen' });
    expect(screen.queryByRole('region', { name: 'Erinnerung' })).toBeNull();
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
