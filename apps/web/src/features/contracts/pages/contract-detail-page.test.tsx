import { createPriceSnapshot, type Invoice, jobPrice, type Offer, type PricingInput } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const ID = '00000000-0000-4000-8000-000000000009';

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

/** pricing.md's worked example: relocation, disposal, cleaning, a piano and boxes; 7.7 % VAT added. */
const WORKED_EXAMPLE: PricingInput = {
  relocation: {
    priceType: 'hourly',
    hourPrice: 18000,
    hours: 5,
    expectedTime: 7,
    returnTrip: 1,
    workersFood: 3000,
    disassembly: 12000,
  },
  trash: { volumeM3: 4.5, pricePerM3: 8500 },
  cleaning: { type: 'select', price: 89000 },
  discounts: { relocation: { percent: 10 } },
  specialProducts: [{ name: 'Klavier', count: 1, unitPrice: 25000 }],
  packingMaterials: [{ name: 'Umzugskarton', count: 20, unitPrice: 350 }],
  includeVat: false,
  vatRate: 7.7,
  currency: 'CHF',
};

/** The job of the worked example after its customer accepted relocation and cleaning only. */
function acceptedWorkedExample() {
  const accepted = createPriceSnapshot({ ...WORKED_EXAMPLE, acceptedServices: ['relocation', 'cleaning'] });
  const { basis, breakdown } = jobPrice(WORKED_EXAMPLE, accepted);
  return { ...contract('ACCEPTED'), price: breakdown, priceBasis: basis };
}

let shownContract: (status: string) => object = contract;

function contract(status: string) {
  return {
    _id: ID,
    number: 1042,
    status,
    customStatus: null,
    customer: {
      _id: '00000000-0000-4000-8000-000000000001',
      number: 7,
      name: 'Erika Muster',
      email: null,
      gender: null,
    },
    moveOut: null,
    moveIn: null,
    relocation: null,
    relocationDetails: null,
    trash: null,
    trashDetails: null,
    cleaning: null,
    cleaningDetails: null,
    discounts: null,
    specialProducts: [],
    packingMaterials: [],
    items: [],
    services: [],
    answers: [],
    currency: 'CHF',
    additionalDetails: null,
    inventory: [],
    relocationStartAt: null,
    archived: false,
    createdAt: '2026-11-21T10:00:00Z',
    price: {
      currency: 'CHF',
      vatRate: 8.1,
      includeVat: false,
      services: {
        relocation: { ...service('relocation', true, 90000), priceType: 'hourly', extras: 0, maxPrice: null },
        trash: service('trash', false, 0),
        cleaning: service('cleaning', true, 89000),
      },
      specialProducts: { lines: [], total: 0 },
      packingMaterials: { lines: [], total: 0 },
      items: { lines: [], total: 0 },
      linesTotal: 0,
      netLow: 179000,
      netHigh: 179000,
      vatLow: 14499,
      vatHigh: 14499,
      roundingLow: 1,
      roundingHigh: 1,
      grossLow: 193500,
      grossHigh: 193500,
    },
  };
}

const OFFER: Offer = {
  _id: '00000000-0000-4000-8000-000000000010',
  contractId: ID,
  contractNumber: 1042,
  customerId: '00000000-0000-4000-8000-000000000001',
  customerName: 'Erika Muster',
  recipient: 'erika@example.com',
  language: 'de',
  validUntil: '2026-12-05',
  state: 'open',
  firstViewedAt: null,
  viewCount: 0,
  acceptedAt: null,
  rejectedAt: null,
  rejectReason: null,
  acceptedServices: null,
  mailStatus: 'sent',
  signature: null,
  remindedAt: null,
  createdAt: '2026-11-21T10:00:00Z',
};

/** An invoice of this job as the API answers it. */
const invoiceOf = (number: number): Invoice => ({
  _id: `00000000-0000-4000-8000-000000000${100 + number}`,
  number,
  customer: contract('ACCEPTED').customer,
  contract: { _id: ID, number: 1042 },
  date: '2026-11-21',
  dueDate: '2026-12-21',
  header: null,
  footer: null,
  lines: [],
  includeVat: false,
  vatRate: 8.1,
  currency: 'CHF',
  lineAmounts: [],
  subtotal: 0,
  net: 0,
  vat: 0,
  rounding: 0,
  total: 0,
  paid: 0,
  unpaid: 0,
  state: 'paid',
  locked: false,
  acceptedPrice: null,
  createdAt: '2026-11-21T10:00:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
});

const server = setupApiServer();

async function openDetail(role: 'OWNER' | 'USER', status: string, invoices: Invoice[] = []) {
  const posted: string[] = [];
  const notFound = errorBody('error_not_found', 'x');
  server.use(
    // The job as far as the page reads it, not every field the API answers.
    api.get('/api/contracts/{id}', ({ params, response }) =>
      params.id === ID
        ? response.untyped(Response.json(shownContract(status)))
        : response(404).json(notFound),
    ),
    api.get('/api/offers', ({ response }) =>
      response(200).json({ items: [OFFER], total: 1, page: 1, pageSize: 10 }),
    ),
    api.get('/api/invoices', ({ request, response }) =>
      new URL(request.url).searchParams.get('contractId') === ID
        ? response(200).json({
            items: invoices.slice(0, 1),
            total: invoices.length,
            page: 1,
            pageSize: 1,
            sums: [],
          })
        : response.untyped(Response.json(notFound, { status: 404 })),
    ),
    api.post('/api/contracts/{id}/invoice', ({ request, params, response }) => {
      if (params.id !== ID) return response(404).json(notFound);
      posted.push(new URL(request.url).pathname);
      return response(201).json(invoiceOf(99));
    }),
    http.all('*/api/*', () => Response.json(notFound, { status: 404 })),
  );
  const me = signedIn({ firstName: 'Ute', email: 'u@example.com', username: 'ute', role });
  const { user } = await openApp(`/contracts/${ID}`, me, 'de', { onError: () => {} });
  await screen.findByRole('heading', { name: 'Auftrag 1042', level: 1 });
  return { posted, user };
}

describe('the job page', () => {
  it('shows the price breakdown; before acceptance the offer is the primary action, the rest in a menu', async () => {
    const { user } = await openDetail('OWNER', 'OPEN');
    const price = screen.getByRole('table', { name: 'Preis' });
    expect(price.textContent).toContain('Umzug');
    expect(price.textContent).toContain('Reinigung');
    expect(price.textContent).not.toContain('Entsorgung');
    expect(price.textContent).toContain('MWST 8.1 %');
    expect(price.textContent).toContain("1'935.00");
    expect(screen.getByRole('button', { name: 'Offerte senden' })).toBeVisible();
    // An OPEN job cannot be invoiced (the server refuses): no such button.
    expect(screen.queryByRole('button', { name: 'Rechnung erstellen' })).toBeNull();
    screen.getByRole('button', { name: 'Weitere Aktionen' }).focus();
    await user.keyboard('{Enter}');
    // jsdom lays nothing out, so the menu's floating dropdown counts as detached and stays hidden there:
    // its entries are checked as the accessibility tree has them (the browser journeys click them).
    const menu = await screen.findByRole('menu', { hidden: true });
    const item = (name: string) => within(menu).queryByRole('menuitem', { name, hidden: true });
    expect(item('PDF anzeigen')?.getAttribute('href')).toBe(`/api/contracts/${ID}/pdf`);
    expect(item('PDF herunterladen')?.getAttribute('href')).toBe(`/api/contracts/${ID}/pdf?download=1`);
    expect(item('Löschen')).not.toBeNull();
    const offers = await screen.findByRole('table', { name: 'Offerten' });
    expect(offers.textContent).toContain('erika@example.com');
    expect(offers.textContent).toContain('05.12.2026');
  });

  it('shows what the customer accepted: the accepted total, a refused service dimmed and not counted', async () => {
    shownContract = acceptedWorkedExample;
    try {
      await openDetail('OWNER', 'ACCEPTED');
    } finally {
      shownContract = contract;
    }
    expect(
      screen.getByText(/Vom Kunden angenommener Preis: nur die angenommenen Leistungen zählen/),
    ).toBeVisible();
    const price = screen.getByRole('table', { name: 'Preis' });
    const total = screen.getByText(/^Total CHF/).closest('tr')?.textContent;
    // Net 2'317.00 – 2'641.00 with 7.7 % VAT: 2'495.40 – 2'844.35, not the offered 2'907.35 – 3'256.30.
    expect(total).toContain("2'495.40 – 2'844.35");
    expect(price.textContent).not.toContain("3'256.30");
    const refused = screen.getByText('Entsorgung (nicht angenommen)');
    expect(refused.getAttribute('style')).toContain('dimmed');
  });

  it('once accepted: the invoice is the primary action, the offer is not sent again, no delete for a USER', async () => {
    const { user } = await openDetail('USER', 'ACCEPTED');
    expect(screen.getByRole('button', { name: 'Rechnung erstellen' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Offerte senden' })).toBeNull();
    screen.getByRole('button', { name: 'Weitere Aktionen' }).focus();
    await user.keyboard('{Enter}');
    // jsdom lays nothing out, so the menu's floating dropdown counts as detached and stays hidden there:
    // its entries are checked as the accessibility tree has them (the browser journeys click them).
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(within(menu).queryByRole('menuitem', { name: 'Löschen', hidden: true })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Archivieren', hidden: true })).not.toBeNull();
  });

  it('creates the first invoice of a job at once', async () => {
    const { posted, user } = await openDetail('USER', 'ACCEPTED');
    await user.click(screen.getByRole('button', { name: 'Rechnung erstellen' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/invoices/${invoiceOf(99)._id}`));
    expect(posted).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before a second invoice, naming the one there is; cancel creates nothing', async () => {
    const { posted, user } = await openDetail('OWNER', 'ACCEPTED', [invoiceOf(17)]);
    const button = screen.getByRole('button', { name: 'Rechnung erstellen' });
    // The job's invoices arrive after the page: the question needs them.
    await waitFor(async () => {
      await user.click(button);
      expect(screen.getByRole('dialog', { name: 'Weitere Rechnung erstellen?' })).toBeVisible();
    });
    const dialog = screen.getByRole('dialog', { name: 'Weitere Rechnung erstellen?' });
    expect(dialog.textContent).toContain(
      'Für diesen Auftrag gibt es schon Rechnung 17. Trotzdem eine weitere erstellen?',
    );
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([]);

    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Weitere Rechnung erstellen' }));
    await waitFor(() => expect(posted).toHaveLength(1));
  });

  it('counts the invoices there are when there are several', async () => {
    const { user } = await openDetail('OWNER', 'ACCEPTED', [invoiceOf(21), invoiceOf(17)]);
    const button = screen.getByRole('button', { name: 'Rechnung erstellen' });
    await waitFor(async () => {
      await user.click(button);
      expect(screen.getByRole('dialog').textContent).toContain(
        'Für diesen Auftrag gibt es schon 2 Rechnungen, zuletzt Rechnung 21.',
      );
    });
  });
});
