import { type Session, signIn, type TestApp } from '../../testing/index.ts';

/** Helpers of the contract API tests (a test helper, not product code). `app` is read when called. */
export function contractTestKit(app: () => TestApp) {
  async function company(values: Parameters<TestApp['make']['company']>[0] = {}) {
    const row = await app().make.company({ contractNumberStart: 1000, ...values });
    const owner = await signIn(app().app, (await app().make.user(row.id, { role: 'OWNER' })).email);
    const user = await signIn(app().app, (await app().make.user(row.id, { role: 'USER' })).email);
    return { id: row.id, owner, user };
  }

  const call = (
    session: Session,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    language = 'en',
  ) =>
    app().app.inject({ method, url, headers: { ...session.headers, 'accept-language': language }, payload });

  /** The worked example of pricing.md as a contract. */
  const workedExample = {
    relocation: {
      priceType: 'hourly',
      hourPrice: 18000,
      hours: 5,
      expectedTime: 7,
      returnTrip: 1,
      workersFood: 3000,
      packaging: 0,
      disassembly: 12000,
    },
    trash: { pricePerM3: 8500, volumeM3: 4.5 },
    cleaning: { type: 'select', price: 89000 },
    discounts: { relocation: { percent: 10 } },
    specialProducts: [{ name: 'Klavier', count: 1, unitPrice: 25000 }],
    packingMaterials: [{ name: 'Umzugskartons', count: 20, unitPrice: 350 }],
  };

  async function createFull(session: Session, extra: object = {}) {
    const response = await call(session, 'POST', '/api/contracts', {
      newCustomer: {
        gender: 'FEMALE',
        firstName: 'Erika',
        lastName: 'Muster',
        email: 'erika@example.ch',
        city: 'Bern',
      },
      moveOut: {
        street: 'Kramgasse',
        streetNumber: '10',
        zipCode: '3011',
        city: 'Bern',
        floor: '3',
        elevator: false,
      },
      moveIn: {
        street: 'Seestrasse',
        streetNumber: '5',
        zipCode: '8002',
        city: 'Zürich',
        floor: 'EG',
        elevator: true,
      },
      relocationDetails: {
        startAt: '2027-03-15T07:00:00.000Z',
        workers: 4,
        extraInfo: 'Parkbewilligung beantragt',
      },
      trashDetails: { extraInfo: 'Sperrgut' },
      cleaningDetails: { startAt: '2027-03-16T08:00:00.000Z', endAt: '2027-03-16T16:00:00.000Z', rooms: 4.5 },
      items: [
        { type: 'item', description: 'Möbellift', quantity: 1, unitPrice: 30000 },
        { type: 'discount', description: 'Stammkunde', percent: 5 },
        { type: 'subtotal', description: 'Zwischentotal' },
        { type: 'text', text: 'Zahlbar innert 30 Tagen' },
      ],
      includeVat: false,
      additionalDetails: 'Hund im Haus',
      ...workedExample,
      ...extra,
    });
    return response;
  }

  return { company, call, workedExample, createFull };
}
