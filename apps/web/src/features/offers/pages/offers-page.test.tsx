import type { Offer, OfferDetail } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const OFFER_ID = '00000000-0000-4000-8000-000000000001';
const CUSTOMER_ID = '00000000-0000-4000-8000-0000000000c1';

const OFFER: Offer = {
  _id: OFFER_ID,
  contractId: '00000000-0000-4000-8000-0000000000a1',
  contractNumber: 1004,
  customerId: CUSTOMER_ID,
  customerName: 'Erika Muster',
  recipient: 'erika@example.ch',
  language: 'de',
  validUntil: '2026-12-31',
  state: 'accepted',
  firstViewedAt: '2026-11-20T08:15:00Z',
  viewCount: 3,
  acceptedAt: '2026-11-20T09:30:00Z',
  rejectedAt: null,
  rejectReason: null,
  acceptedServices: ['relocation'],
  mailStatus: 'delivered',
  signature: null,
  remindedAt: null,
  createdAt: '2026-11-19T10:00:00Z',
};

const DETAIL: OfferDetail = {
  ...OFFER,
  acceptance: {
    acceptedServices: ['relocation'],
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (iPhone)',
    termsAccepted: true,
    documentSha256: 'a'.repeat(64),
    signature: null,
    snapshot: {
      acceptedServices: ['relocation'],
      services: [{ service: 'relocation', low: 90000, high: 90000, byEffort: false }],
      linesTotal: 0,
      currency: 'CHF',
      vatRate: 7.7,
      includeVat: false,
      netLow: 90000,
      netHigh: 90000,
      vatLow: 6930,
      vatHigh: 6930,
      roundingLow: 0,
      roundingHigh: 0,
      grossLow: 96930,
      grossHigh: 96930,
    },
  },
  mail: {
    subject: 'Ihre Offerte 1004',
    messageId: '<m1@maxer>',
    status: 'sent',
    attempts: 1,
    lastError: null,
    sentAt: '2026-11-19T10:00:05Z',
    createdAt: '2026-11-19T10:00:00Z',
  },
};

const server = setupApiServer();

/** The app at a browser path, with an API that answers the offers endpoints and records list queries. */
async function open(path: string) {
  const queries: URLSearchParams[] = [];
  server.use(
    api.get('/api/offers', ({ request, response }) => {
      queries.push(new URL(request.url).searchParams);
      return response(200).json({ items: [OFFER], total: 30, page: 1, pageSize: 25 });
    }),
    api.get('/api/offers/{id}', ({ params, response }) =>
      params.id === OFFER_ID
        ? response(200).json(DETAIL)
        : response(404).json(errorBody('error_resource_not_found', 'x')),
    ),
    api.get('/api/offers/{id}/email-events', ({ response }) =>
      response(200).json({
        items: [
          {
            _id: 'e1',
            mailId: 'm1',
            event: 'delivered',
            occurredAt: '2026-11-19T10:01:00Z',
            email: 'erika@example.ch',
            detail: '250 OK',
            receivedAt: '2026-11-19T10:01:02Z',
          },
        ],
      }),
    ),
    // Whatever else the signed-in app asks for is not there.
    http.all('*/api/*', () => Response.json(errorBody('error_resource_not_found', 'x'), { status: 404 })),
  );
  const { user } = await openApp(path, signedIn(), 'de', { onError: () => {} });
  return { queries, user };
}

const search = () => new URLSearchParams(window.location.search);

describe('the offer screens', () => {
  it('ask the server for what the address says and show state, views, answer and e-mail status', async () => {
    const { queries } = await open(
      `/offers?state=accepted&customerId=${CUSTOMER_ID}&q=Muster&sort=-acceptedAt`,
    );
    const link = await screen.findByRole('link', { name: 'Auftrag 1004' });
    expect(link.getAttribute('href')).toBe(`/offers/${OFFER_ID}`);
    expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({
      page: '1',
      pageSize: '25',
      sort: '-acceptedAt',
      q: 'Muster',
      state: 'accepted',
      customerId: CUSTOMER_ID,
    });
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Angenommen')).toBeVisible();
    expect(within(row).getByText('3 Aufrufe')).toBeVisible();
    expect(within(row).getByText('Zugestellt')).toBeVisible();
    expect(within(row).getByText('20.11.2026 10:30')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Erika Muster' }).getAttribute('href')).toBe(
      `/customers/${CUSTOMER_ID}`,
    );
  });

  it('keep the filters in the address: removing the customer filter starts again at page 1', async () => {
    const { user } = await open(`/offers?customerId=${CUSTOMER_ID}&page=2`);
    await user.click(await screen.findByRole('button', { name: 'Kundenfilter entfernen' }));
    await waitFor(() => expect(search().get('customerId')).toBeNull());
    expect(search().get('page')).toBeNull();
  });

  it('treat a state the list does not know as no page at all', async () => {
    await open('/offers?state=maybe');
    expect(await screen.findByText('Seite nicht gefunden: /offers?state=maybe')).toBeVisible();
  });

  it('pass on the dashboard\'s "accepted since" and let it be removed', async () => {
    const { queries, user } = await open('/offers?state=accepted&acceptedFrom=2026-10-31T23%3A00%3A00.000Z');
    await screen.findByRole('link', { name: 'Auftrag 1004' });
    expect(queries.at(-1)?.get('acceptedFrom')).toBe('2026-10-31T23:00:00.000Z');
    await user.click(screen.getByRole('button', { name: 'Angenommen seit 01.11.2026 00:00 – entfernen' }));
    await waitFor(() => expect(search().get('acceptedFrom')).toBeNull());
    expect(search().get('state')).toBe('accepted');
  });

  it('show the acceptance record and the e-mail with its delivery events on the detail', async () => {
    await open(`/offers/${OFFER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Offerte zu Auftrag 1004' })).toBeVisible();
    expect(screen.getByText('203.0.113.7')).toBeVisible();
    expect(screen.getByText('Mozilla/5.0 (iPhone)')).toBeVisible();
    expect(screen.getByText('a'.repeat(64))).toBeVisible();
    expect(screen.getByText('CHF 969.30')).toBeVisible();
    expect(screen.getByText('Ihre Offerte 1004')).toBeVisible();
    expect(await screen.findByText('250 OK')).toBeVisible();
  });
});
