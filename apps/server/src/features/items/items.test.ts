import { parseMoney } from '@maxer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listActivities } from '../../platform/activity.ts';
import { createTenant, createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';

let t: TestApp;
let owner: Session;
let colleague: Session;
let stranger: Session;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await createTenant(t, {
    owner: { firstName: 'Olivia', lastName: 'Inhaber' },
    user: { firstName: 'Urs', lastName: 'Mitarbeiter' },
  });
  companyId = tenant.company.id;
  owner = tenant.owner.session;
  colleague = tenant.user.session;
  stranger = tenant.stranger.session;
});
afterAll(() => t.close());

function create(session: Session, body: object, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/items',
    headers: { ...session.headers, 'accept-language': language },
    payload: body,
  });
}

const history = (id: string) =>
  listActivities(t.database.db, companyId, { entityType: 'item', entityId: id }, { page: 1, pageSize: 10 });

describe('items', () => {
  it('creates an item with its price in Rappen, and reads it back', async () => {
    const parsed = parseMoney("1'234.50");
    const priceCents = parsed.ok ? parsed.cents : Number.NaN;
    expect(priceCents).toBe(123450);
    const response = await create(owner, { name: ' Umzugskarton ', priceCents, unit: ' Stk. ' });
    expect(response.statusCode).toBe(201);
    const item = response.json();
    expect(item).toEqual({
      _id: expect.any(String),
      name: 'Umzugskarton',
      priceCents: 123450,
      unit: 'Stk.',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/items/${item._id}`,
      headers: colleague.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(item);

    const free = (await create(colleague, { name: 'Beratung', priceCents: 0, unit: '' })).json();
    expect(free).toMatchObject({ name: 'Beratung', priceCents: 0, unit: null });

    const [creation] = (await history(item._id)).items;
    expect(creation).toMatchObject({
      action: 'create',
      onBehalf: false,
      actor: { type: 'user', name: 'Olivia Inhaber' },
      changes: { name: [null, 'Umzugskarton'], priceCents: [null, 123450], unit: [null, 'Stk.'] },
    });
  });

  it('validates every field with its message, in both languages, and stores nothing', async () => {
    const count = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/items', headers: owner.headers })).json().total;
    const before = await count();
    const requiredEn = { code: 'error_field_required', message: 'This field is required.' };
    const requiredDe = { code: 'error_field_required', message: 'Dieses Feld ist erforderlich.' };
    const invalidEn = { code: 'error_field_invalid', message: 'This value is not valid.' };
    const invalidDe = { code: 'error_field_invalid', message: 'Dieser Wert ist nicht gültig.' };

    const missing = await create(owner, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('error_validation');
    expect(missing.json().error.fields).toEqual({ name: requiredEn, priceCents: requiredEn });
    const missingDe = await create(owner, { name: '  ' }, 'de');
    expect(missingDe.json().error.fields).toEqual({ name: requiredDe, priceCents: requiredDe });

    const cases: [string, unknown][] = [
      ['negative', -1],
      ['fraction of a Rappen', 12.5],
      ['text', '12.50'],
      ['beyond an integer column', 2_147_483_648],
    ];
    for (const [label, priceCents] of cases) {
      const english = await create(owner, { name: 'Karton', priceCents });
      expect(english.statusCode, label).toBe(400);
      expect(english.json().error.fields, label).toEqual({ priceCents: invalidEn });
      const german = await create(owner, { name: 'Karton', priceCents }, 'de');
      expect(german.json().error.fields, label).toEqual({ priceCents: invalidDe });
    }

    const tooLong = { name: 'x'.repeat(201), priceCents: 100, unit: 'u'.repeat(21) };
    expect((await create(owner, tooLong)).json().error.fields).toEqual({ name: invalidEn, unit: invalidEn });
    expect((await create(owner, tooLong, 'de')).json().error.fields).toEqual({
      name: invalidDe,
      unit: invalidDe,
    });
    expect(await count()).toBe(before);
    expect(
      (await create(owner, { name: 'x'.repeat(200), priceCents: 2_147_483_647, unit: 'm³' })).statusCode,
    ).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it('updates an item (a USER may) and records who changed what', async () => {
    const created = (await create(owner, { name: 'Packmaterial', priceCents: 500, unit: 'Stk.' })).json();
    const url = `/api/items/${created._id}`;
    const updated = await t.app.inject({
      method: 'PUT',
      url,
      headers: colleague.headers,
      payload: { name: 'Packmaterial', priceCents: 750, unit: '' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      _id: created._id,
      name: 'Packmaterial',
      priceCents: 750,
      unit: null,
    });
    expect((await t.app.inject({ method: 'GET', url, headers: owner.headers })).json()).toEqual(
      updated.json(),
    );

    const invalid = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...owner.headers, 'accept-language': 'de' },
      payload: { name: 'Packmaterial', priceCents: -100 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields.priceCents.message).toBe('Dieser Wert ist nicht gültig.');
    expect((await t.app.inject({ method: 'GET', url, headers: owner.headers })).json().priceCents).toBe(750);

    const [change, creation] = (await history(created._id)).items;
    expect(change).toMatchObject({
      action: 'update',
      actor: { type: 'user', name: 'Urs Mitarbeiter' },
      changes: { priceCents: [500, 750], unit: ['Stk.', null] },
    });
    expect(Object.keys(change!.changes)).toHaveLength(2);
    expect(creation).toMatchObject({ action: 'create' });
  });

  it('deletes an item; the deletion is recorded with what it was', async () => {
    const created = (await create(owner, { name: 'Alt', priceCents: 100, unit: 'h' })).json();
    const url = `/api/items/${created._id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: colleague.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: owner.headers })).statusCode).toBe(404);
    const [deletion] = (await history(created._id)).items;
    expect(deletion).toMatchObject({
      action: 'delete',
      changes: { name: ['Alt', null], priceCents: [100, null], unit: ['h', null] },
    });
  });

  it('lists with search by name and unit, sort and server-side pages', async () => {
    const company = await t.make.company();
    const session = await signIn(t.app, (await t.make.user(company.id)).email);
    for (const body of [
      { name: 'Möbellift', priceCents: 18000, unit: 'h' },
      { name: 'Umzugskarton', priceCents: 450, unit: 'Stk.' },
      { name: 'Entsorgung 50%', priceCents: 9000, unit: 'm³' },
      { name: 'Klebeband', priceCents: 450, unit: 'Stk.' },
    ]) {
      expect((await create(session, body)).statusCode).toBe(201);
    }
    const list = (query: string) =>
      t.app
        .inject({ method: 'GET', url: `/api/items?${query}`, headers: session.headers })
        .then((r) => r.json());
    const names = async (query: string) => (await list(query)).items.map((i: { name: string }) => i.name);

    expect(await names('')).toEqual(['Entsorgung 50%', 'Klebeband', 'Möbellift', 'Umzugskarton']);
    expect(await names('sort=-name')).toEqual(['Umzugskarton', 'Möbellift', 'Klebeband', 'Entsorgung 50%']);
    expect(await names('sort=priceCents')).toEqual([
      'Klebeband',
      'Umzugskarton',
      'Entsorgung 50%',
      'Möbellift',
    ]);
    // Descending reverses the whole order, ties included: the same page boundaries both ways.
    expect(await names('sort=-priceCents')).toEqual([
      'Möbellift',
      'Entsorgung 50%',
      'Umzugskarton',
      'Klebeband',
    ]);
    expect(await names('sort=createdAt')).toEqual([
      'Möbellift',
      'Umzugskarton',
      'Entsorgung 50%',
      'Klebeband',
    ]);
    expect(await names('sort=-createdAt')).toEqual([
      'Klebeband',
      'Entsorgung 50%',
      'Umzugskarton',
      'Möbellift',
    ]);

    expect(await names('q=karton')).toEqual(['Umzugskarton']);
    expect(await names('q=stk')).toEqual(['Klebeband', 'Umzugskarton']);
    expect(await names('q=m%C2%B3')).toEqual(['Entsorgung 50%']);
    expect(await names('q=50%25')).toEqual(['Entsorgung 50%']);
    expect((await list('q=%25')).total).toBe(1);
    expect((await list('q=_')).total).toBe(0);

    const page = await list('pageSize=3&page=2');
    expect(page).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page.items.map((i: { name: string }) => i.name)).toEqual(['Umzugskarton']);
    expect((await list('q=stk&pageSize=1&page=2')).items[0].name).toBe('Umzugskarton');

    for (const bad of ['sort=unit', 'sort=-password', 'pageSize=0']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/items?${bad}`,
        headers: session.headers,
      });
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it("never shows, changes or deletes another company's item (404 like a missing one)", async () => {
    const created = (await create(owner, { name: 'Geheimpreis', priceCents: 100 })).json();
    const url = `/api/items/${created._id}`;
    const headers = stranger.headers;
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { name: 'Gestohlen', priceCents: 1 },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().error.code).toBe('error_resource_not_found');
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/items', headers });
    expect(list.json()).toMatchObject({ total: 0, items: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/items?q=Geheim', headers })).json().total).toBe(0);
    const still = await t.app.inject({ method: 'GET', url, headers: owner.headers });
    expect(still.json()).toMatchObject({ name: 'Geheimpreis', priceCents: 100 });
    expect((await history(created._id)).total).toBe(1);
  });

  it('needs a signed-in caller, and a platform admin acts only for a company, named as such', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/items' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/items', payload: { name: 'Anonym', priceCents: 1 } }))
        .statusCode,
    ).toBe(401);
    const admin = await signIn(
      t.app,
      (await t.make.admin({ firstName: 'Paula', lastName: 'Plattform' })).email,
      { host: 'admin.localhost' },
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/items', headers: admin.headers })).statusCode,
    ).toBe(403);
    const onBehalf = { ...admin.headers, 'x-company-id': companyId };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/items',
      headers: onBehalf,
      payload: { name: 'Vom Admin', priceCents: 100 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/items/${id}`, headers: owner.headers })).json().name,
    ).toBe('Vom Admin');
    expect((await history(id)).items[0]).toMatchObject({
      onBehalf: true,
      actor: { type: 'admin', name: 'Paula Plattform' },
    });
  });
});
