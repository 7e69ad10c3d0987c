import type { Dashboard, DashboardDay } from '@maxer/domain';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const FIGURES: Dashboard = {
  offersPending: 1,
  offersAcceptedThisMonth: 0,
  contractsWithoutOffers: 0,
  monthStart: '2026-11-30T23:00:00.000Z',
  since: '2026-11-03T10:00:00.000Z',
};

// Thursday 3 December 2026 in Zurich.
const DAY: DashboardDay = {
  today: '2026-12-03',
  dayStart: '2026-12-02T23:00:00.000Z',
  dayEnd: '2026-12-03T22:59:59.999Z',
  weekStart: '2026-11-29T23:00:00.000Z',
  weekEnd: '2026-12-06T22:59:59.999Z',
  appointments: [
    {
      kind: 'move',
      appointmentId: null,
      appointmentKind: null,
      contractId: 'k1',
      contractNumber: 1041,
      customerName: 'Erika Muster',
      startAt: '2026-12-03T07:00:00.000Z',
      place: 'Bern → Thun',
    },
    {
      kind: 'appointment',
      appointmentId: 'ap1',
      appointmentKind: 'viewing',
      contractId: null,
      contractNumber: null,
      customerName: 'Anna Huber',
      startAt: '2026-12-03T13:00:00.000Z',
      place: 'Bahnhofstrasse 1, 3000 Bern',
    },
    {
      kind: 'cleaning',
      appointmentId: null,
      appointmentKind: null,
      contractId: 'k2',
      contractNumber: 1042,
      customerName: 'Beat Keller',
      startAt: '2026-12-05T09:30:00.000Z',
      place: null,
    },
  ],
  offers: [
    {
      _id: 'o1',
      contractId: 'k3',
      contractNumber: 1043,
      customerName: 'Anna Huber',
      recipient: 'anna@example.ch',
      expiresAt: '2026-12-04T22:59:59.999Z',
      expiresSoon: true,
    },
  ],
  offersTotal: 1,
  overdue: [
    {
      _id: 'i1',
      number: 7,
      customerName: 'Beat Keller',
      dueDate: '2026-11-20',
      unpaid: 45_050,
      currency: 'CHF',
    },
  ],
  overdueTotal: 1,
  overdueSums: [{ currency: 'CHF', unpaid: 45_050 }],
  activity: [
    {
      _id: 'a1',
      actorName: 'Olivia Muster',
      entityType: 'invoice',
      entityId: 'i1',
      action: 'create',
      createdAt: '2026-12-02T15:00:00.000Z',
    },
  ],
};

const server = setupApiServer();

async function openHome(language: 'de' | 'en', day: DashboardDay | null = DAY) {
  server.use(
    api.get('/api/dashboard', ({ response }) => response(200).json(FIGURES)),
    http.get('*/api/dashboard/day', () =>
      day ? Response.json(day) : Response.json(errorBody('error_internal', 'x'), { status: 500 }),
    ),
    http.all('*/api/*', () => Response.json(errorBody('error_resource_not_found', 'x'), { status: 404 })),
  );
  return openApp(language === 'en' ? '/en' : '/', signedIn(), language, { onError: () => {} });
}

describe("the day's dashboard", () => {
  it("shows today's move, the week's cleaning, the overdue invoice with what it owes, the offer about to expire", async () => {
    await openHome('de');
    const today = await screen.findByRole('region', { name: 'Heute' });
    expect(await within(today).findByText(/08:00 · Umzug/)).toBeVisible();
    expect(within(today).getByRole('link', { name: 'Auftrag 1041' })).toHaveAttribute(
      'href',
      '/contracts/k1',
    );
    expect(within(today).getByText('Erika Muster · Bern → Thun')).toBeVisible();
    // Today's viewing, linked to its own page; without a job there is no job link.
    expect(within(today).getByText(/14:00 ·/)).toBeVisible();
    expect(within(today).getByRole('link', { name: 'Besichtigung' })).toHaveAttribute(
      'href',
      '/appointments/ap1',
    );
    expect(within(today).getByText('Anna Huber · Bahnhofstrasse 1, 3000 Bern')).toBeVisible();
    expect(within(today).getAllByRole('link', { name: /^Auftrag/ })).toHaveLength(1);

    const week = screen.getByRole('region', { name: 'Diese Woche' });
    expect(within(week).getByText(/05\.12\.2026.*10:30 · Reinigung/)).toBeVisible();

    const overdue = screen.getByRole('region', { name: 'Überfällige Rechnungen' });
    expect(within(overdue).getByText('Offen: CHF 450.50')).toBeVisible();
    expect(within(overdue).getByRole('link', { name: 'Rechnung 7' })).toHaveAttribute('href', '/invoices/i1');
    expect(within(overdue).getByText('Beat Keller · Fällig seit 20.11.2026')).toBeVisible();
    expect(within(overdue).getByRole('link', { name: 'Alle 1 überfälligen Rechnungen' })).toHaveAttribute(
      'href',
      '/invoices?state=overdue',
    );

    const offers = screen.getByRole('region', { name: 'Offerten ohne Antwort' });
    expect(within(offers).getByText('Läuft bald ab')).toBeVisible();
    expect(within(offers).getByText('Gültig bis 04.12.2026')).toBeVisible();
    expect(within(offers).getByRole('link', { name: 'Auftrag 1043 · Anna Huber' })).toHaveAttribute(
      'href',
      '/offers/o1',
    );

    const activity = screen.getByRole('region', { name: 'Letzte Aktivitäten' });
    expect(within(activity).getByText(/Olivia Muster: Rechnung erstellt/)).toBeVisible();

    // The quick actions start a job or a customer.
    const quick = screen.getByRole('group', { name: 'Schnellaktionen' });
    expect(within(quick).getByRole('link', { name: 'Neuer Auftrag' })).toHaveAttribute(
      'href',
      '/contracts/new',
    );
    expect(within(quick).getByRole('link', { name: 'Neuer Kunde' })).toHaveAttribute(
      'href',
      '/customers/new',
    );
  });

  it('says when there is nothing, in English under /en', async () => {
    await openHome('en', {
      ...DAY,
      appointments: [],
      offers: [],
      offersTotal: 0,
      overdue: [],
      overdueTotal: 0,
      overdueSums: [],
      activity: [],
    });
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(await within(today).findByText('No moves, cleanings or appointments today.')).toBeVisible();
    expect(screen.getByText('No overdue invoices.')).toBeVisible();
    expect(screen.getByText('No offer is waiting for an answer.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'New job' })).toHaveAttribute('href', '/en/contracts/new');
  });

  it('says so when the day cannot be loaded, and still shows the figures', async () => {
    await openHome('de', null);
    expect(await screen.findByText('Die Übersicht des Tages konnte nicht geladen werden.')).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Offene Offerten' })).toBeVisible();
  });
});
