import {
  type ContractHistoryEntry,
  createPriceSnapshot,
  historyEntry,
  jobPrice,
  type Offer,
  type OfferDetail,
  type PricingInput,
} from '@maxer/domain';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const ID = '00000000-0000-4000-8000-000000000009';
const VEHICLE = '00000000-0000-4000-8000-000000000021';
const OFFER_ID = '00000000-0000-4000-8000-000000000010';
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 100 });
const labels = (de: string, en: string) => ({ de, en, fr: '', it: '' });

const PRICING: PricingInput = {
  relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5, expectedTime: 7, returnTrip: 1 },
  trash: { flatRatePrice: 40000 },
  cleaning: { type: 'select', price: 89000 },
  discounts: { relocation: { percent: 10 } },
  specialProducts: [{ name: 'Klavier', count: 1, unitPrice: 25000 }],
  packingMaterials: [],
  items: [{ type: 'item', description: 'Möbellift', quantity: 1, unitPrice: 30000 }],
  includeVat: false,
  vatRate: 8.1,
  currency: 'CHF',
};

/** A job with something in every part of the editor, accepted without its disposal. */
function fullJob() {
  const snapshot = createPriceSnapshot({ ...PRICING, acceptedServices: ['relocation', 'cleaning'] });
  const { basis, breakdown } = jobPrice(PRICING, snapshot);
  return {
    snapshot,
    contract: {
      _id: ID,
      number: 1042,
      status: 'ACCEPTED',
      customStatus: { _id: '00000000-0000-4000-8000-000000000031', name: 'Rückruf', color: '#f00' },
      customer: {
        _id: '00000000-0000-4000-8000-000000000001',
        number: 7,
        name: 'Erika Muster',
        email: 'erika@example.ch',
        gender: 'FEMALE',
      },
      moveOut: {
        street: 'Kramgasse',
        streetNumber: '10',
        zipCode: '3011',
        city: 'Bern',
        country: 'CH',
        floor: '3. OG',
        elevator: false,
      },
      moveIn: {
        street: 'Seestrasse',
        streetNumber: '5',
        zipCode: '8002',
        city: 'Zürich',
        country: 'CH',
        floor: 'EG',
        elevator: true,
      },
      ...PRICING,
      relocationDetails: {
        startAt: '2027-03-15T07:00:00.000Z',
        workers: 4,
        vehicleIds: [VEHICLE],
        extraInfo: 'Parkbewilligung beantragt',
      },
      trashDetails: { extraInfo: 'Sperrgut' },
      cleaningDetails: { startAt: null, endAt: null, rooms: 4.5, extraInfo: null },
      services: [
        {
          serviceId: 's1',
          labels: labels('Klaviertransport', 'Piano transport'),
          type: 'check',
          value: true,
        },
        {
          serviceId: 's2',
          labels: labels('Bilder aufhängen', 'Hanging pictures'),
          type: 'check',
          value: false,
        },
        { serviceId: 's3', labels: labels('Bücherkisten', 'Book boxes'), type: 'number', value: 12 },
      ],
      answers: [
        {
          questionId: 'q1',
          labels: labels('Gibt es einen Keller?', 'Is there a cellar?'),
          type: 'CHECK',
          value: 'true',
          optionLabels: null,
        },
        {
          questionId: 'q2',
          labels: labels('Wie haben Sie uns gefunden?', 'How did you find us?'),
          type: 'SELECT',
          value: 'web',
          optionLabels: labels('Internet', 'Web'),
        },
        {
          questionId: 'q3',
          labels: labels('Besichtigung am', 'Visit on'),
          type: 'DATE',
          value: '2027-02-01',
          optionLabels: null,
        },
      ],
      additionalDetails: 'Hund im Haus',
      inventory: [
        { room: 'cellarAttic', nameDe: 'Umzugskarton', nameEn: 'Moving box', volumeM3: 0.1, count: 20 },
        { room: 'livingRoom', nameDe: 'Sofa, 3-plätzig', nameEn: 'Sofa, 3-seat', volumeM3: 2, count: 1 },
      ],
      price: breakdown,
      priceBasis: basis,
      relocationStartAt: '2027-03-15T07:00:00.000Z',
      archived: false,
      acceptedAt: '2026-11-21T10:00:00Z',
      editWarning: true,
      readOnly: false,
      revision: 1,
      offerOpen: false,
      createdAt: '2026-11-20T10:00:00Z',
      updatedAt: '2026-11-21T10:00:00Z',
    },
  };
}

const OFFER: Offer = {
  _id: OFFER_ID,
  contractId: ID,
  contractNumber: 1042,
  customerId: '00000000-0000-4000-8000-000000000001',
  customerName: 'Erika Muster',
  recipient: 'erika@example.ch',
  language: 'de',
  validUntil: '2026-12-05',
  state: 'accepted',
  firstViewedAt: '2026-11-21T09:00:00Z',
  viewCount: 2,
  acceptedAt: '2026-11-21T10:00:00Z',
  rejectedAt: null,
  rejectReason: null,
  acceptedServices: ['cleaning', 'relocation'],
  mailStatus: 'delivered',
  signature: null,
  remindedAt: null,
  createdAt: '2026-11-20T12:00:00Z',
};

const HISTORY: ContractHistoryEntry[] = [
  historyEntry('created', '2026-11-20T10:00:00Z', { actorName: 'Ute Büro' }),
  historyEntry('offerSent', '2026-11-20T12:00:00Z', {
    offerId: OFFER_ID,
    recipient: 'erika@example.ch',
    actorName: 'Ute Büro',
  }),
  historyEntry('offerViewed', '2026-11-21T09:00:00Z', { offerId: OFFER_ID, viewCount: 2 }),
  historyEntry('offerAccepted', '2026-11-21T10:00:00Z', {
    offerId: OFFER_ID,
    acceptedServices: ['cleaning', 'relocation'],
  }),
  historyEntry('invoiceCreated', '2026-11-22T08:00:00Z', {
    invoiceNumber: 17,
    amount: 150000,
    currency: 'CHF',
    actorName: 'Ute Büro',
  }),
  historyEntry('mailFailed', '2026-11-22T08:05:00Z', {
    mailKind: 'invoice',
    subject: 'Rechnung 17',
    recipient: 'erika@example.ch',
    reason: '550 mailbox unavailable',
  }),
  historyEntry('paymentRecorded', '2026-11-25T15:00:00Z', {
    invoiceNumber: 17,
    amount: 50000,
    currency: 'CHF',
    actorName: 'Ute Büro',
  }),
];

const server = setupApiServer();

async function openJob(contract: object, language: 'de' | 'en', history: ContractHistoryEntry[]) {
  const notFound = errorBody('error_not_found', 'x');
  const { snapshot } = fullJob();
  const detail: OfferDetail = {
    ...OFFER,
    acceptance: {
      acceptedServices: ['cleaning', 'relocation'],
      snapshot,
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (iPhone)',
      documentSha256: 'a'.repeat(64),
      termsAccepted: true,
      signature: null,
    },
    mail: null,
  };
  const accepted = (contract as { status: string }).status === 'ACCEPTED';
  server.use(
    api.get('/api/contracts/{id}', ({ response }) => response.untyped(Response.json(contract))),
    api.get('/api/contracts/{id}/history', ({ params, response }) =>
      params.id === ID
        ? response(200).json({ items: history, truncated: false })
        : response(404).json(notFound),
    ),
    api.get('/api/offers', ({ response }) => response(200).json(page(accepted ? [OFFER] : []))),
    api.get('/api/offers/{id}', ({ params, response }) =>
      params.id === OFFER_ID ? response(200).json(detail) : response(404).json(notFound),
    ),
    api.get('/api/invoices', ({ response }) => response(200).json({ ...page([]), sums: [] })),
    api.get('/api/company', ({ response }) =>
      response.untyped(Response.json({ vatRate: 8.1, currency: 'CHF', timeZone: 'Europe/Zurich' })),
    ),
    api.get('/api/contract-questions', ({ response }) => response(200).json(page([]))),
    api.get('/api/services/tree', ({ response }) => response(200).json([])),
    api.get('/api/contract-statuses', ({ response }) => response(200).json(page([]))),
    api.get('/api/vehicles', ({ response }) =>
      response(200).json(
        page([
          {
            _id: VEHICLE,
            name: 'Sprinter',
            registrationNumber: 'BE 123',
            model: null,
            manufacturer: null,
            borrowable: false,
            createdAt: '2026-11-01T10:00:00Z',
            updatedAt: '2026-11-01T10:00:00Z',
          },
        ]),
      ),
    ),
    api.get('/api/items', ({ response }) => response(200).json(page([]))),
    http.all('*/api/*', () => Response.json(notFound, { status: 404 })),
  );
  const me = signedIn({ firstName: 'Ute', email: 'u@example.com', username: 'ute', role: 'OWNER' });
  await openApp(`${language === 'en' ? '/en' : ''}/contracts/${ID}`, me, language, { onError: () => {} });
  await screen.findByRole('heading', { level: 1, name: language === 'en' ? 'Job 1042' : 'Auftrag 1042' });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('the job page shows the whole job', () => {
  it('in German: every part the editor holds, what the customer accepted, and the history', async () => {
    await openJob(fullJob().contract, 'de', HISTORY);

    const move = await screen.findByRole('region', { name: 'Umzug' });
    // 07:00 UTC is 08:00 in Zurich, the company's time zone.
    expect(move).toHaveTextContent('15.03.2027 08:00');
    expect(move).toHaveTextContent('5 – 7 Std.');
    expect(within(move).getByText('Mitarbeitende').nextSibling).toHaveTextContent('4');
    expect(move).toHaveTextContent('Nach Stunden');
    expect(move).toHaveTextContent('10 %');
    expect(move).toHaveTextContent('Parkbewilligung beantragt');
    // The vehicle by its name from the company's catalogue, not its id.
    expect(await within(move).findByText('Sprinter (BE 123)')).toBeVisible();

    const addresses = region('Adressen');
    expect(addresses).toHaveTextContent('Kramgasse 10, 3011 Bern');
    expect(addresses).toHaveTextContent('3. OG');
    expect(addresses).toHaveTextContent('Seestrasse 5, 8002 Zürich');
    const lifts = within(addresses)
      .getAllByText('Lift')
      .map((label) => label.nextSibling?.textContent);
    expect(lifts).toEqual(['Nein', 'Ja']);

    expect(region('Entsorgung')).toHaveTextContent('Sperrgut');
    expect(region('Reinigung')).toHaveTextContent('Fixpreis');
    expect(region('Reinigung')).toHaveTextContent('4.5');
    const lines = within(region('Positionen')).getByRole('table');
    expect(lines).toHaveTextContent('Klavier');
    expect(lines).toHaveTextContent('Möbellift');
    expect(lines).toHaveTextContent('300.00');

    const services = region('Zusatzleistungen');
    expect(services).toHaveTextContent('Klaviertransport');
    expect(services).toHaveTextContent('Bücherkisten: 12');
    expect(services).not.toHaveTextContent('Bilder aufhängen');
    const questions = region('Fragen und Antworten');
    expect(within(questions).getByText('Gibt es einen Keller?').nextSibling).toHaveTextContent('Ja');
    expect(within(questions).getByText('Wie haben Sie uns gefunden?').nextSibling).toHaveTextContent(
      'Internet',
    );
    expect(within(questions).getByText('Besichtigung am').nextSibling).toHaveTextContent('01.02.2027');
    expect(region('Notizen')).toHaveTextContent('Hund im Haus');
    // The inventory by room, in room order, with its total.
    const inventory = screen.getByRole('table', { name: 'Inventar / Volumen' });
    expect(inventory).toHaveTextContent(
      /Wohnzimmer2 m³1 × Sofa, 3-plätzig2 m³Keller \/ Estrich2 m³20 × Umzugskarton2 m³Total Volumen4 m³/,
    );
    expect(region('Angaben')).toHaveTextContent('Rückruf');

    const accepted = await screen.findByRole('region', { name: 'Angenommen' });
    expect(await within(accepted).findByText('Umzug: angenommen')).toBeVisible();
    expect(within(accepted).getByText('Reinigung: angenommen')).toBeVisible();
    expect(within(accepted).getByText('Entsorgung: abgelehnt')).toBeVisible();
    expect(accepted).toHaveTextContent('21.11.2026 11:00');
    expect(accepted).toHaveTextContent('Erika Muster über den Link an erika@example.ch');
    expect(within(accepted).getByText('AGB').nextSibling).toHaveTextContent('akzeptiert');
    expect(accepted).toHaveTextContent('203.0.113.7');
    expect(accepted).toHaveTextContent('Mozilla/5.0 (iPhone)');

    const timeline = await within(region('Verlauf')).findByRole('list', { name: 'Verlauf' });
    const entries = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toHaveLength(HISTORY.length);
    expect(entries[0]).toContain('Auftrag erfasst');
    expect(entries[0]).toContain('20.11.2026 11:00 · von Ute Büro');
    expect(entries[1]).toContain('Offerte gesendet an erika@example.ch');
    expect(entries[2]).toContain('2-mal angesehen');
    expect(entries[3]).toContain('Offerte angenommen: Umzug, Reinigung');
    expect(entries[3]).toContain('vom Kunden');
    expect(entries[4]).toContain("Rechnung 17 erstellt (CHF 1'500.00)");
    expect(entries[5]).toContain('E-Mail fehlgeschlagen: «Rechnung 17»');
    expect(entries[5]).toContain('Grund: 550 mailbox unavailable');
    expect(entries[6]).toContain('Zahlung CHF 500.00 zu Rechnung 17 erfasst');
  });

  it('in English: only the parts that have content, dates unambiguous', async () => {
    const { contract } = fullJob();
    const bare = {
      ...contract,
      status: 'OPEN',
      customStatus: null,
      moveOut: null,
      moveIn: null,
      relocation: null,
      relocationDetails: null,
      trash: null,
      trashDetails: null,
      cleaning: { type: 'select', price: 50000 },
      cleaningDetails: null,
      discounts: null,
      specialProducts: [],
      items: [],
      services: [],
      answers: [],
      additionalDetails: null,
      inventory: [],
      acceptedAt: null,
    };
    const price = jobPrice(bare as PricingInput, null);
    await openJob({ ...bare, price: price.breakdown, priceBasis: price.basis }, 'en', HISTORY.slice(0, 1));
    expect(await screen.findByRole('region', { name: 'Cleaning' })).toHaveTextContent('Fixed price');
    for (const name of [
      'Addresses',
      'Relocation',
      'Disposal',
      'Items',
      'Additional services',
      'Notes',
      'Accepted',
    ])
      expect(screen.queryByRole('region', { name })).toBeNull();
    const timeline = await screen.findByRole('list', { name: 'History' });
    expect(timeline).toHaveTextContent('Job created');
    expect(timeline).toHaveTextContent('20 Nov 2026 11:00 · by Ute Büro');
  });
});
