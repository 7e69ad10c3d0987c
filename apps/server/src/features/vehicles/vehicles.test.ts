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

const sprinter = {
  name: 'Sprinter 1',
  registrationNumber: 'ZH 123456',
  model: 'Sprinter 316',
  manufacturer: 'Mercedes-Benz',
  borrowable: true,
};

function create(session: Session, body: object, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/vehicles',
    headers: { ...session.headers, 'accept-language': language },
    payload: body,
  });
}

const history = (id: string, company = companyId) =>
  listActivities(t.database.db, company, { entityType: 'vehicle', entityId: id }, { page: 1, pageSize: 10 });

describe('vehicles', () => {
  it('creates a vehicle, trimmed and with the plate in capitals, and reads it back', async () => {
    const response = await create(owner, {
      name: '  Sprinter 1 ',
      registrationNumber: ' zh 123456 ',
      model: 'Sprinter 316',
      manufacturer: 'Mercedes-Benz',
      borrowable: true,
    });
    expect(response.statusCode).toBe(201);
    const vehicle = response.json();
    expect(vehicle).toEqual({
      _id: expect.any(String),
      ...sprinter,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/vehicles/${vehicle._id}`,
      headers: colleague.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(vehicle);

    const minimal = (await create(colleague, { name: 'Anhänger', registrationNumber: '', model: '' })).json();
    expect(minimal).toMatchObject({
      name: 'Anhänger',
      registrationNumber: null,
      model: null,
      manufacturer: null,
      borrowable: false,
    });

    const [creation] = (await history(vehicle._id)).items;
    expect(creation).toMatchObject({
      action: 'create',
      onBehalf: false,
      actor: { type: 'user', name: 'Olivia Inhaber' },
      changes: {
        name: [null, 'Sprinter 1'],
        registrationNumber: [null, 'ZH 123456'],
        borrowable: [null, true],
      },
    });
  });

  it('validates every field with its message, in both languages, and stores nothing', async () => {
    const count = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/vehicles', headers: owner.headers })).json().total;
    const before = await count();

    const missing = await create(owner, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      code: 'error_validation',
      fields: { name: { code: 'error_field_required', message: 'This field is required.' } },
    });
    const blank = await create(owner, { name: '   ' }, 'de');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({
      name: { code: 'error_field_required', message: 'Dieses Feld ist erforderlich.' },
    });

    const invalid = {
      name: 'x'.repeat(201),
      registrationNumber: 'A'.repeat(51),
      model: 'm'.repeat(101),
      manufacturer: 'h'.repeat(101),
      borrowable: 'ja',
    };
    const english = await create(owner, invalid);
    expect(english.statusCode).toBe(400);
    const invalidEn = { code: 'error_field_invalid', message: 'This value is not valid.' };
    expect(english.json().error.fields).toEqual({
      name: invalidEn,
      registrationNumber: invalidEn,
      model: invalidEn,
      manufacturer: invalidEn,
      borrowable: invalidEn,
    });
    const german = await create(owner, invalid, 'de');
    const invalidDe = { code: 'error_field_invalid', message: 'Dieser Wert ist nicht gültig.' };
    expect(german.json().error.fields).toEqual({
      name: invalidDe,
      registrationNumber: invalidDe,
      model: invalidDe,
      manufacturer: invalidDe,
      borrowable: invalidDe,
    });
    expect((await create(owner, { name: 'x'.repeat(200) })).statusCode).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it('updates a vehicle (a USER may) and records who changed what', async () => {
    const created = (await create(owner, sprinter)).json();
    const url = `/api/vehicles/${created._id}`;
    const updated = await t.app.inject({
      method: 'PUT',
      url,
      headers: colleague.headers,
      payload: { ...sprinter, registrationNumber: 'be 98765', model: '', borrowable: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      _id: created._id,
      name: 'Sprinter 1',
      registrationNumber: 'BE 98765',
      model: null,
      borrowable: false,
    });
    const read = await t.app.inject({ method: 'GET', url, headers: owner.headers });
    expect(read.json()).toEqual(updated.json());

    const invalid = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...owner.headers, 'accept-language': 'de' },
      payload: { name: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields.name.message).toBe('Dieses Feld ist erforderlich.');

    const [change, creation] = (await history(created._id)).items;
    expect(change).toMatchObject({
      action: 'update',
      actor: { type: 'user', name: 'Urs Mitarbeiter' },
      changes: {
        registrationNumber: ['ZH 123456', 'BE 98765'],
        model: ['Sprinter 316', null],
        borrowable: [true, false],
      },
    });
    expect(Object.keys(change!.changes)).toHaveLength(3);
    expect(creation).toMatchObject({ action: 'create' });

    // Saving without a change records nothing.
    await t.app.inject({ method: 'PUT', url, headers: owner.headers, payload: updated.json() });
    expect((await history(created._id)).total).toBe(2);
  });

  it('deletes a vehicle; the deletion is recorded with what it was', async () => {
    const created = (await create(owner, { name: 'Alter Lieferwagen', registrationNumber: 'LU 1' })).json();
    const url = `/api/vehicles/${created._id}`;
    const removed = await t.app.inject({ method: 'DELETE', url, headers: colleague.headers });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: owner.headers })).statusCode).toBe(404);
    const [deletion] = (await history(created._id)).items;
    expect(deletion).toMatchObject({
      action: 'delete',
      changes: { name: ['Alter Lieferwagen', null], registrationNumber: ['LU 1', null] },
    });
  });

  it('lists with search, sort, the borrowable filter and server-side pages', async () => {
    const company = await t.make.company();
    const session = await signIn(t.app, (await t.make.user(company.id)).email);
    for (const body of [
      { name: 'Crafter', registrationNumber: 'ZH 300', model: 'Crafter 35', manufacturer: 'Volkswagen' },
      { name: 'Ducato', registrationNumber: 'BE 100', model: 'Maxi', manufacturer: 'Fiat', borrowable: true },
      { name: 'Actros 100%', registrationNumber: 'AG 200', manufacturer: 'Mercedes-Benz', borrowable: true },
    ]) {
      expect((await create(session, body)).statusCode).toBe(201);
    }
    const list = (query: string) =>
      t.app
        .inject({ method: 'GET', url: `/api/vehicles?${query}`, headers: session.headers })
        .then((r) => r.json());
    const names = async (query: string) => (await list(query)).items.map((v: { name: string }) => v.name);

    expect(await names('')).toEqual(['Actros 100%', 'Crafter', 'Ducato']);
    expect(await names('sort=-name')).toEqual(['Ducato', 'Crafter', 'Actros 100%']);
    expect(await names('sort=registrationNumber')).toEqual(['Actros 100%', 'Ducato', 'Crafter']);
    expect(await names('sort=-registrationNumber')).toEqual(['Crafter', 'Ducato', 'Actros 100%']);
    expect(await names('sort=createdAt')).toEqual(['Crafter', 'Ducato', 'Actros 100%']);
    expect(await names('sort=-createdAt')).toEqual(['Actros 100%', 'Ducato', 'Crafter']);

    expect(await names('q=duc')).toEqual(['Ducato']);
    expect(await names('q=zh%20300')).toEqual(['Crafter']);
    expect(await names('q=maxi')).toEqual(['Ducato']);
    expect(await names('q=mercedes')).toEqual(['Actros 100%']);
    expect(await names('q=100')).toEqual(['Actros 100%', 'Ducato']);
    expect(await names('q=100%25')).toEqual(['Actros 100%']);
    expect((await list('q=%25')).total).toBe(1);
    expect((await list('q=_')).total).toBe(0);
    expect((await list('q=nichts')).total).toBe(0);

    expect(await names('borrowable=true')).toEqual(['Actros 100%', 'Ducato']);
    expect(await names('borrowable=false')).toEqual(['Crafter']);
    expect(await names('borrowable=true&q=fiat')).toEqual(['Ducato']);

    const page = await list('pageSize=2&page=2');
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((v: { name: string }) => v.name)).toEqual(['Ducato']);
    expect((await list('pageSize=2')).items).toHaveLength(2);

    for (const bad of ['sort=password', 'borrowable=yes', 'pageSize=101', 'page=0']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/vehicles?${bad}`,
        headers: session.headers,
      });
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it("never shows, changes or deletes another company's vehicle (404 like a missing one)", async () => {
    const created = (await create(owner, { name: 'Geheimer Laster' })).json();
    const url = `/api/vehicles/${created._id}`;
    const headers = stranger.headers;
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
    const put = await t.app.inject({ method: 'PUT', url, headers, payload: { name: 'Gestohlen' } });
    expect(put.statusCode).toBe(404);
    expect(put.json().error.code).toBe('error_resource_not_found');
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/vehicles', headers });
    expect(list.json()).toMatchObject({ total: 0, items: [] });
    const search = await t.app.inject({ method: 'GET', url: '/api/vehicles?q=Geheim', headers });
    expect(search.json().total).toBe(0);
    const still = await t.app.inject({ method: 'GET', url, headers: owner.headers });
    expect(still.json().name).toBe('Geheimer Laster');
    expect((await history(created._id)).total).toBe(1);
  });

  it('needs a signed-in caller, and a platform admin acts only for a company, named as such', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/vehicles' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/vehicles', payload: { name: 'Anonym' } })).statusCode,
    ).toBe(401);
    const admin = await signIn(
      t.app,
      (await t.make.admin({ firstName: 'Paula', lastName: 'Plattform' })).email,
      { host: 'admin.localhost' },
    );
    const refused = await t.app.inject({ method: 'GET', url: '/api/vehicles', headers: admin.headers });
    expect(refused.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/vehicles',
          headers: admin.headers,
          payload: sprinter,
        })
      ).statusCode,
    ).toBe(403);

    const onBehalf = { ...admin.headers, 'x-company-id': companyId };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/vehicles',
      headers: onBehalf,
      payload: { name: 'Vom Admin' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id;
    const read = await t.app.inject({ method: 'GET', url: `/api/vehicles/${id}`, headers: owner.headers });
    expect(read.json().name).toBe('Vom Admin');
    const list = await t.app.inject({ method: 'GET', url: '/api/vehicles?q=Vom%20Admin', headers: onBehalf });
    expect(list.json().total).toBe(1);
    expect((await history(id)).items[0]).toMatchObject({
      onBehalf: true,
      actor: { type: 'admin', name: 'Paula Plattform' },
    });
  });
});
