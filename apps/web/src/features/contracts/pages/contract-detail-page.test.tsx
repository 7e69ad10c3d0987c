import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openApp, signedIn } from '../../../test/app.tsx';
import { jsonResponse } from '../../../test/render.tsx';

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
    relocationDetails: null,
    additionalDetails: null,
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

const OFFER = {
  _id: '00000000-0000-4000-8000-000000000010',
  contractId: ID,
  contractNumber: 1042,
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
  createdAt: '2026-11-21T10:00:00Z',
};

async function openDetail(role: 'OWNER' | 'USER', status: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === `/api/contracts/${ID}`) return jsonResponse(200, contract(status));
      if (path === '/api/offers')
        return jsonResponse(200, { items: [OFFER], total: 1, page: 1, pageSize: 10 });
      return jsonResponse(404, { error: { code: 'error_not_found', message: 'x' }, requestId: 'r' });
    }),
  );
  const me = signedIn({ firstName: 'Ute', email: 'u@example.com', username: 'ute', role });
  await openApp(`/contracts/${ID}`, me, 'de', { onError: () => {} });
  await screen.findByRole('heading', { name: 'Auftrag 1042', level: 1 });
}

describe('the job page', () => {
  it('shows the price breakdown and the PDF links', async () => {
    await openDetail('OWNER', 'OPEN');
    const price = screen.getByRole('table', { name: 'Preis' });
    expect(price.textContent).toContain('Umzug');
    expect(price.textContent).toContain('Reinigung');
    expect(price.textContent).not.toContain('Entsorgung');
    expect(price.textContent).toContain('MWST 8.1 %');
    expect(price.textContent).toContain("1'935.00");
    expect(screen.getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe(`/api/contracts/${ID}/pdf`);
    expect(screen.getByRole('link', { name: 'PDF herunterladen' }).getAttribute('href')).toBe(
      `/api/contracts/${ID}/pdf?download=1`,
    );
    expect(screen.getByRole('button', { name: 'Löschen' })).toBeTruthy();
    const offers = await screen.findByRole('table', { name: 'Offerten' });
    expect(offers.textContent).toContain('erika@example.com');
    expect(offers.textContent).toContain('05.12.2026');
  });

  it('offers no delete to a USER once the job is accepted', async () => {
    await openDetail('USER', 'ACCEPTED');
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Archivieren' })).toBeTruthy();
  });
});
