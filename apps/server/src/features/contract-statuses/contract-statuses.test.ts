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
    url: '/api/contract-statuses',
    headers: { ...session.headers, 'accept-language': language },
    payload: body,
  });
}

const history = (id: string) =>
  listActivities(
    t.database.db,
    companyId,
    { entityType: 'contract-status', entityId: id },
    { page: 1, pageSize: 10 },
  );

describe('contract statuses', () => {
  it('creates a status with its colour in lower case, and reads it back', async () => {
    const response = await create(owner, { name: ' Wartet auf Zahlung ', color: ' #FFAA00 ' });
    expect(response.statusCode).toBe(201);
    const status = response.json();
    expect(status).toEqual({
      _id: expect.any(String),
      name: 'Wartet auf Zahlung',
      color: '#ffaa00',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/contract-statuses/${status._id}`,
      headers: colleague.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(status);
    const [creation] = (await history(status._id)).items;
    expect(creation).toMatchObject({
      action: 'create',
      onBehalf: false,
      actor: { type: 'user', name: 'Olivia Inhaber' },
      changes: { name: [null, 'Wartet auf Zahlung'], color: [null, '#ffaa00'] },
    });
  });

  it('validates every field with its message, in both languages, and stores nothing', async () => {
    const count = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/contract-statuses', headers: owner.headers })).json()
        .total;
    const before = await count();
    const requiredEn = { code: 'error_field_required', message: 'This field is required.' };
    const requiredDe = { code: 'error_field_required', message: 'Dieses Feld ist erforderlich.' };
    const invalidEn = { code: 'error_field_invalid', message: 'This value is not valid.' };
    const invalidDe = { code: 'error_field_invalid', message: 'Dieser Wert ist nicht gültig.' };

    const missing = await create(owner, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('error_validation');
    expect(missing.json().error.fields).toEqual({ name: requiredEn, color: requiredEn });
    expect((await create(owner, { name: ' ', color: '#000000' }, 'de')).json().error.fields).toEqual({
      name: requiredDe,
    });

    for (const color of ['red', '#fff', '#12345g', '#1234567', 'ffaa00', '', 123]) {
      const english = await create(owner, { name: 'Status', color });
      expect(english.statusCode, String(color)).toBe(400);
      expect(english.json().error.fields, String(color)).toEqual({ color: invalidEn });
      const german = await create(owner, { name: 'Status', color }, 'de');
      expect(german.json().error.fields, String(color)).toEqual({ color: invalidDe });
    }
    expect((await create(owner, { name: 'x'.repeat(201), color: '#000000' })).json().error.fields).toEqual({
      name: invalidEn,
    });
    expect(
      (await create(owner, { name: 'x'.repeat(201), color: '#000000' }, 'de')).json().error.fields,
    ).toEqual({
      name: invalidDe,
    });
    expect(await count()).toBe(before);
  });

  it('updates a status (a USER may) and records who changed what', async () => {
    const created = (await create(owner, { name: 'Offen', color: '#00ff00' })).json();
    const url = `/api/contract-statuses/${created._id}`;
    const updated = await t.app.inject({
      method: 'PUT',
      url,
      headers: colleague.headers,
      payload: { name: 'In Arbeit', color: '#0000FF' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ _id: created._id, name: 'In Arbeit', color: '#0000ff' });
    expect((await t.app.inject({ method: 'GET', url, headers: owner.headers })).json()).toEqual(
      updated.json(),
    );

    const invalid = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...owner.headers, 'accept-language': 'de' },
      payload: { name: 'In Arbeit', color: 'blau' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields.color.message).toBe('Dieser Wert ist nicht gültig.');

    const [change, creation] = (await history(created._id)).items;
    expect(change).toMatchObject({
      action: 'update',
      actor: { type: 'user', name: 'Urs Mitarbeiter' },
      changes: { name: ['Offen', 'In Arbeit'], color: ['#00ff00', '#0000ff'] },
    });
    expect(creation).toMatchObject({ action: 'create' });

    // The same colour in capitals is no change.
    await t.app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { name: 'In Arbeit', color: '#0000FF' },
    });
    expect((await history(created._id)).total).toBe(2);
  });

  it('deletes a status; the deletion is recorded with what it was', async () => {
    const created = (await create(owner, { name: 'Weg', color: '#123456' })).json();
    const url = `/api/contract-statuses/${created._id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: colleague.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: owner.headers })).statusCode).toBe(404);
    const [deletion] = (await history(created._id)).items;
    expect(deletion).toMatchObject({
      action: 'delete',
      changes: { name: ['Weg', null], color: ['#123456', null] },
    });
  });

  it('lists with search by name, sort and server-side pages', async () => {
    const company = await t.make.company();
    const session = await signIn(t.app, (await t.make.user(company.id)).email);
    for (const body of [
      { name: 'Offerte verschickt', color: '#aaaaaa' },
      { name: 'Besichtigung', color: '#bbbbbb' },
      { name: '50% bezahlt', color: '#cccccc' },
    ]) {
      expect((await create(session, body)).statusCode).toBe(201);
    }
    const list = (query: string) =>
      t.app
        .inject({ method: 'GET', url: `/api/contract-statuses?${query}`, headers: session.headers })
        .then((r) => r.json());
    const names = async (query: string) => (await list(query)).items.map((s: { name: string }) => s.name);

    expect(await names('')).toEqual(['50% bezahlt', 'Besichtigung', 'Offerte verschickt']);
    expect(await names('sort=-name')).toEqual(['Offerte verschickt', 'Besichtigung', '50% bezahlt']);
    expect(await names('sort=createdAt')).toEqual(['Offerte verschickt', 'Besichtigung', '50% bezahlt']);
    expect(await names('sort=-createdAt')).toEqual(['50% bezahlt', 'Besichtigung', 'Offerte verschickt']);
    expect(await names('q=besicht')).toEqual(['Besichtigung']);
    expect(await names('q=T')).toEqual(['50% bezahlt', 'Besichtigung', 'Offerte verschickt']);
    expect(await names('q=%25')).toEqual(['50% bezahlt']);
    expect((await list('q=_')).total).toBe(0);
    expect((await list('q=aaaaaa')).total).toBe(0);

    const page = await list('pageSize=2&page=2');
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((s: { name: string }) => s.name)).toEqual(['Offerte verschickt']);

    for (const bad of ['sort=color', 'page=-1']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/contract-statuses?${bad}`,
        headers: session.headers,
      });
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it("never shows, changes or deletes another company's status (404 like a missing one)", async () => {
    const created = (await create(owner, { name: 'Geheimstatus', color: '#ff0000' })).json();
    const url = `/api/contract-statuses/${created._id}`;
    const headers = stranger.headers;
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { name: 'Gestohlen', color: '#000000' },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().error.code).toBe('error_resource_not_found');
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/contract-statuses', headers });
    expect(list.json()).toMatchObject({ total: 0, items: [] });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/contract-statuses?q=Geheim', headers })).json().total,
    ).toBe(0);
    const still = await t.app.inject({ method: 'GET', url, headers: owner.headers });
    expect(still.json()).toMatchObject({ name: 'Geheimstatus', color: '#ff0000' });
    expect((await history(created._id)).total).toBe(1);
  });

  it('needs a signed-in caller, and a platform admin acts only for a company, named as such', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/contract-statuses' })).statusCode).toBe(401);
    const admin = await signIn(
      t.app,
      (await t.make.admin({ firstName: 'Paula', lastName: 'Plattform' })).email,
      { host: 'admin.localhost' },
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/contract-statuses', headers: admin.headers }))
        .statusCode,
    ).toBe(403);
    const onBehalf = { ...admin.headers, 'x-company-id': companyId };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/contract-statuses',
      headers: onBehalf,
      payload: { name: 'Vom Admin', color: '#abcdef' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id;
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/contract-statuses/${id}`, headers: owner.headers })
      ).json().name,
    ).toBe('Vom Admin');
    expect((await history(id)).items[0]).toMatchObject({
      onBehalf: true,
      actor: { type: 'admin', name: 'Paula Plattform' },
    });
  });
});
