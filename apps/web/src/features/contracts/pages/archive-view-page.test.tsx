import type { Invoice } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const ID = '00000000-0000-4000-8000-000000000009';
const OTHER = '00000000-0000-4000-8000-000000000077';

const service = (name: string, offered: boolean, amount: number) => ({
  service: name,
  offered,
  byEffort: false,
  accepted: offered,
  low: amount,
  high: amount,
  discount: null,
  lowAfterDiscount: amount,
  highAfterDiscount: amount,
});

/** An accepted job as far as the page reads it; archived on 20 November 2026 at 15:30 in Zurich. */
function contract(archived: boolean) {
  return {
    _id: ID,
    number: 1042,
    status: 'ACCEPTED',
    customStatus: null,
    customer: { _id: '00000000-0000-4000-8000-000000000001', number: 7, name: 'Erika Muster', email: null },
    moveOut: null,
    moveIn: null,
    relocation: null,
    relocationDetails: null,
    trash: null,
    trashDetails: null,
    cleaning: null,
    cleaningDetails: null,
    specialProducts: [],
    packingMaterials: [],
    items: [],
    services: [],
    answers: [],
    currency: 'CHF',
    additionalDetails: null,
    inventory: [],
    relocationStartAt: null,
    archived,
    archivedAt: archived ? '2026-11-20T14:30:00Z' : null,
    acceptedAt: null,
    readOnly: false,
    priceBasis: 'offered',
    createdAt: '2026-11-01T10:00:00Z',
    price: {
      currency: 'CHF',
      vatRate: 8.1,
      includeVat: false,
      services: {
        relocation: { ...service('relocation', true, 90000), priceType: 'hourly', extras: 0, maxPrice: null },
        trash: service('trash', false, 0),
        cleaning: service('cleaning', false, 0),
      },
      specialProducts: { lines: [], total: 0 },
      packingMaterials: { lines: [], total: 0 },
      items: { lines: [], total: 0 },
      linesTotal: 0,
      netLow: 90000,
      netHigh: 90000,
      vatLow: 7290,
      vatHigh: 7290,
      roundingLow: 0,
      roundingHigh: 0,
      grossLow: 97290,
      grossHigh: 97290,
    },
  };
}

const INVOICE = {
  _id: '00000000-0000-4000-8000-000000000101',
  number: 101,
  customer: contract(true).customer,
  contract: { _id: ID, number: 1042 },
  date: '2026-11-21',
  dueDate: '2026-12-21',
  currency: 'CHF',
  total: 97290,
  paid: 97290,
  unpaid: 0,
  state: 'paid',
} as unknown as Invoice;

const server = setupApiServer();

async function openView(path: string, { archived = true, language = 'de' as 'de' | 'en' } = {}) {
  const restored: string[] = [];
  let state = archived;
  const notFound = errorBody('error_not_found', 'x');
  server.use(
    api.get('/api/contracts/{id}', ({ params, response }) =>
      params.id === ID ? response.untyped(Response.json(contract(state))) : response(404).json(notFound),
    ),
    api.post('/api/contracts/{id}/restore', ({ params, response }) => {
      restored.push(params.id);
      state = false;
      return response.untyped(Response.json(contract(false)));
    }),
    api.get('/api/offers', ({ response }) =>
      response(200).json({ items: [], total: 0, page: 1, pageSize: 10 }),
    ),
    api.get('/api/invoices', ({ request, response }) =>
      new URL(request.url).searchParams.get('contractId') === ID
        ? response(200).json({ items: [INVOICE], total: 1, page: 1, pageSize: 100, sums: [] })
        : response.untyped(Response.json(notFound, { status: 404 })),
    ),
    http.all('*/api/*', () => Response.json(notFound, { status: 404 })),
  );
  const me = signedIn({ firstName: 'Ute', email: 'u@example.com', username: 'ute', role: 'OWNER' });
  const { user } = await openApp(path, me, language, { onError: () => {} });
  return { restored, user };
}

describe('the archived job’s view (/archive/view)', () => {
  it('shows the job read-only with when it was archived, its documents and history; restoring leads to the job page', async () => {
    const { user, restored } = await openView(`/archive/view?id=${ID}`);
    expect(await screen.findByRole('heading', { name: 'Auftrag 1042', level: 1 })).toBeVisible();
    expect(screen.getByText(/^Archiviert am 20.11.2026 15:30/)).toBeVisible();
    expect(screen.getByRole('table', { name: 'Preis' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Verlauf' })).toBeVisible();
    const documents = screen.getByRole('region', { name: 'Dokumente' });
    expect(within(documents).getByRole('link', { name: 'PDF anzeigen' })).toBeVisible();
    expect(within(documents).getByRole('link', { name: 'PDF herunterladen' })).toBeVisible();
    expect(await within(documents).findByRole('link', { name: 'Rechnung 101' })).toBeVisible();
    expect(within(documents).getByRole('link', { name: 'PDF von Rechnung 101' })).toBeVisible();
    // One action, no editing, no offer, no invoice.
    for (const name of ['Bearbeiten', 'Offerte senden', 'Rechnung erstellen', 'Weitere Aktionen']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
      expect(screen.queryByRole('link', { name })).toBeNull();
    }

    await user.click(screen.getByRole('button', { name: 'Wiederherstellen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auftrag wiederherstellen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Wiederherstellen' }));
    await waitFor(() => expect(window.location.pathname).toMatch(new RegExp(`/contracts/${ID}$`)));
    expect(restored).toEqual([ID]);
  });

  it('speaks English', async () => {
    await openView(`/en/archive/view?id=${ID}`, { language: 'en' });
    expect(await screen.findByText(/^Archived on /)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Documents' })).toBeVisible();
  });

  it('sends a job that is not archived to its job page', async () => {
    await openView(`/archive/view?id=${ID}`, { archived: false });
    await waitFor(() => expect(window.location.pathname).toMatch(new RegExp(`/contracts/${ID}$`)));
  });

  it('shows not found for an unknown job or another company’s (the API answers 404)', async () => {
    await openView(`/archive/view?id=${OTHER}`);
    expect(await screen.findByText('Nicht gefunden')).toBeVisible();
  });

  it.each(['/en/archive/view', '/en/archive/view?id=abc'])('refuses %s as no page at all', async (path) => {
    await openView(path, { language: 'en' });
    expect(await screen.findByText(`Page Not Found: ${path}`)).toBeVisible();
  });
});
