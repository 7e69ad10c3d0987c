import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextNumber } from '../../platform/counters.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';

let t: TestApp;
let owner: Session;
let colleague: Session;
let stranger: Session;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  const company = await t.make.company({ customerNumberStart: 5000 });
  companyId = company.id;
  const other = await t.make.company();
  owner = await signIn(
    t.app,
    (await t.make.user(company.id, { role: 'OWNER', firstName: 'Olivia', lastName: 'Inhaber' })).email,
  );
  colleague = await signIn(t.app, (await t.make.user(company.id, { role: 'USER' })).email);
  stranger = await signIn(t.app, (await t.make.user(other.id, { role: 'OWNER' })).email);
});
afterAll(() => t.close());

const hans = {
  gender: 'MALE',
  firstName: 'Hans',
  lastName: 'Muster',
  email: 'Hans.Muster@Example.ch',
  phone: '+41 79 123 45 67',
  street: 'Bahnhofstrasse',
  streetNumber: '12a',
  zipCode: '8001',
  city: 'Zürich',
  origin: 'Website',
};

async function create(session: Session, body: object, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: { ...session.headers, 'accept-language': language },
    payload: body,
  });
}

describe('customers', () => {
  it('creates a customer with the next number from the company start, and reads it back', async () => {
    const response = await create(owner, hans);
    expect(response.statusCode).toBe(201);
    const customer = response.json();
    expect(customer).toMatchObject({
      number: 5000,
      lastName: 'Muster',
      email: 'hans.muster@example.ch',
      customerType: 'PERSON',
      country: 'CH',
      createdBy: { name: 'Olivia Inhaber' },
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${customer._id}`,
      headers: colleague.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(customer);
    expect((await create(colleague, { lastName: 'Zweiter' })).json().number).toBe(5001);
  });

  it('numbers without gaps, also when creations race and when a transaction rolls back', async () => {
    const company = await t.make.company({ customerNumberStart: 100 });
    const session = await signIn(t.app, (await t.make.user(company.id)).email);
    const numbers = (
      await Promise.all(Array.from({ length: 8 }, (_, i) => create(session, { lastName: `Kunde ${i}` })))
    ).map((r) => r.json().number);
    expect(numbers.sort((a, b) => a - b)).toEqual([100, 101, 102, 103, 104, 105, 106, 107]);
    await expect(
      t.database.db.transaction(async (tx) => {
        expect(await nextNumber(tx, company.id, 'customer', 100)).toBe(108);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await create(session, { lastName: 'Nach dem Abbruch' })).json().number).toBe(108);
  });

  it('validates with the specification messages, in both languages, and stores nothing', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/customers', headers: owner.headers });
    const english = await create(owner, { lastName: '', email: 'kein-email', customerType: 'COMPANY' });
    expect(english.statusCode).toBe(400);
    expect(english.json().error.fields).toEqual({
      lastName: { code: 'error_field_required', message: 'This field is required.' },
      email: { code: 'error_email_invalid', message: 'The Email is not valid' },
      companyName: { code: 'error_field_required', message: 'This field is required.' },
    });
    const german = await create(owner, { lastName: 'X', email: 'kein-email' }, 'de');
    expect(german.json().error.fields.email.message).toBe('Die E-Mail-Adresse ist nicht gültig');
    const bad = await create(owner, { lastName: 'X', gender: 'OTHER', country: 'Schweiz' });
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['country', 'gender']);
    const after = await t.app.inject({ method: 'GET', url: '/api/customers', headers: owner.headers });
    expect(after.json().total).toBe(before.json().total);
  });

  it('updates a customer and records who changed what', async () => {
    const created = (await create(owner, { ...hans, lastName: 'Meier' })).json();
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${created._id}`,
      headers: colleague.headers,
      payload: { ...hans, lastName: 'Meier-Huber', city: 'Bern', zipCode: '3011' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ lastName: 'Meier-Huber', city: 'Bern', number: created.number });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${created._id}/history`,
      headers: owner.headers,
    });
    expect(history.statusCode).toBe(200);
    const [change, creation] = history.json().items;
    expect(change).toMatchObject({
      action: 'update',
      onBehalf: false,
      changes: { lastName: ['Meier', 'Meier-Huber'], city: ['Zürich', 'Bern'], zipCode: ['8001', '3011'] },
    });
    expect(Object.keys(change.changes)).toHaveLength(3);
    expect(creation).toMatchObject({ action: 'create', actor: { type: 'user', name: 'Olivia Inhaber' } });
  });

  it('deletes a customer; its history stays', async () => {
    const created = (await create(owner, { lastName: 'Weg' })).json();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/customers/${created._id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/customers/${created._id}`, headers: owner.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('lists with search, sort, filter and server-side pages', async () => {
    const company = await t.make.company();
    const session = await signIn(t.app, (await t.make.user(company.id)).email);
    await create(session, {
      firstName: 'Anna',
      lastName: 'Zimmermann',
      city: 'Basel',
      email: 'anna@zimmer.ch',
    });
    await create(session, { firstName: 'Beat', lastName: 'Ammann', city: 'Luzern', phone: '041 555 12 12' });
    await create(session, {
      lastName: 'Keller',
      customerType: 'COMPANY',
      companyName: 'Keller Immobilien AG',
      city: 'Basel',
    });
    const list = (query: string) =>
      t.app
        .inject({ method: 'GET', url: `/api/customers?${query}`, headers: session.headers })
        .then((r) => r.json());

    expect((await list('')).items.map((c: { lastName: string }) => c.lastName)).toEqual([
      'Ammann',
      'Keller',
      'Zimmermann',
    ]);
    expect((await list('sort=-lastName')).items[0].lastName).toBe('Zimmermann');
    expect((await list('q=basel')).total).toBe(2);
    expect((await list('q=zimmer.ch')).items[0].firstName).toBe('Anna');
    expect((await list('q=555%2012')).items[0].lastName).toBe('Ammann');
    expect((await list('q=Beat%20Ammann')).total).toBe(1);
    expect((await list('q=Immobilien')).items[0].customerType).toBe('COMPANY');
    const first = (await list('sort=number')).items[0];
    expect((await list(`q=${first.number}&sort=number`)).items[0]._id).toBe(first._id);
    expect((await list('q=%25')).total).toBe(0);
    expect((await list('customerType=COMPANY')).total).toBe(1);
    const page = await list('pageSize=2&page=2');
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items).toHaveLength(1);
    // Past the last page the total stays exact (the page statement has no row to carry it then).
    expect(await list('pageSize=2&page=5')).toMatchObject({ items: [], total: 3, page: 5 });
    expect(await list('q=basel&pageSize=1&page=3')).toMatchObject({ items: [], total: 2 });
    expect(await list('q=nirgendwo')).toMatchObject({ items: [], total: 0 });
    const badSort = await t.app.inject({
      method: 'GET',
      url: '/api/customers?sort=password',
      headers: session.headers,
    });
    expect(badSort.statusCode).toBe(400);
  });

  it("never shows, changes or deletes another company's customer (404 like a missing one)", async () => {
    const created = (await create(owner, { lastName: 'Geheim' })).json();
    const url = `/api/customers/${created._id}`;
    const headers = stranger.headers;
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url, headers, payload: { lastName: 'Gestohlen' } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${url}/history`, headers })).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/customers?q=Geheim', headers });
    expect(list.json().total).toBe(0);
    const still = await t.app.inject({ method: 'GET', url, headers: owner.headers });
    expect(still.json().lastName).toBe('Geheim');
  });

  it('needs a signed-in caller, and a platform admin acts only for a company, named as such', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/customers' })).statusCode).toBe(401);
    const admin = await signIn(
      t.app,
      (await t.make.admin({ firstName: 'Paula', lastName: 'Plattform' })).email,
      { host: 'admin.localhost' },
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/customers', headers: admin.headers })).statusCode,
    ).toBe(403);
    const onBehalf = { ...admin.headers, 'x-company-id': companyId };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: onBehalf,
      payload: { lastName: 'Vom Admin' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().createdBy).toBeNull();
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${created.json()._id}/history`,
      headers: owner.headers,
    });
    expect(history.json().items[0]).toMatchObject({
      onBehalf: true,
      actor: { type: 'admin', name: 'Paula Plattform' },
    });
  });
});
