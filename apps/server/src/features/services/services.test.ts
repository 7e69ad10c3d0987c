import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, type Session, type TestApp } from '../../testing/index.ts';

let t: TestApp;
let owner: Session;
let user: Session;
let stranger: Session;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await createTenant(t);
  owner = tenant.owner.session;
  user = tenant.user.session;
  stranger = tenant.stranger.session;
});
afterAll(() => t.close());

const labels = (de: string, en = '') => ({ de, en, fr: '', it: '' });
const create = (session: Session, payload: object, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/services',
    headers: { ...session.headers, 'accept-language': language },
    payload,
  });

describe('services', () => {
  it('builds a tree of services with labels in four languages', async () => {
    const moving = (
      await create(owner, {
        labels: { de: 'Umzug', en: 'Move', fr: 'Déménagement', it: 'Trasloco' },
        type: 'check',
      })
    ).json();
    expect(moving).toMatchObject({
      parentId: null,
      type: 'check',
      position: 0,
      labels: { fr: 'Déménagement' },
    });
    const piano = (
      await create(owner, {
        parentId: moving._id,
        labels: labels('Klaviertransport', 'Piano transport'),
        type: 'check',
      })
    ).json();
    const boxes = (
      await create(owner, { parentId: moving._id, labels: labels('Umzugskartons'), type: 'number' })
    ).json();
    expect([piano.position, boxes.position]).toEqual([0, 1]);

    const tree = await t.app.inject({ method: 'GET', url: '/api/services/tree', headers: user.headers });
    expect(tree.statusCode).toBe(200);
    const order = tree
      .json()
      .map((node: { labels: { de: string }; depth: number }) => [node.labels.de, node.depth]);
    expect(order).toEqual([
      ['Umzug', 0],
      ['Klaviertransport', 1],
      ['Umzugskartons', 1],
    ]);

    const children = await t.app.inject({
      method: 'GET',
      url: `/api/services?parentId=${moving._id}`,
      headers: user.headers,
    });
    expect(children.json().total).toBe(2);
    const search = await t.app.inject({ method: 'GET', url: '/api/services?q=piano', headers: user.headers });
    expect(search.json().items.map((s: { _id: string }) => s._id)).toEqual([piano._id]);
  });

  it('cannot be edited after creation, only deleted — with its sub-services', async () => {
    const parent = (await create(owner, { labels: labels('Reinigung'), type: 'check' })).json();
    const child = (
      await create(owner, { parentId: parent._id, labels: labels('Fenster'), type: 'number' })
    ).json();
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/services/${parent._id}`,
      headers: { ...owner.headers, 'accept-language': 'de' },
      payload: { labels: labels('Endreinigung'), type: 'check' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error).toMatchObject({
      code: 'error_not_editable_after_creation',
      message: 'Fragen und Dienstleistungen können nach dem Erstellen nicht bearbeitet, nur gelöscht werden.',
    });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/services/${parent._id}`, headers: owner.headers }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/services/${child._id}`, headers: owner.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('validates labels and type in both languages', async () => {
    const english = await create(owner, { labels: { de: ' ' }, type: 'slider' });
    expect(english.statusCode).toBe(400);
    expect(english.json().error.fields).toEqual({
      'labels.de': { code: 'error_field_required', message: 'This field is required.' },
      type: { code: 'error_field_invalid', message: 'This value is not valid.' },
    });
    const german = await create(owner, { labels: { de: '' }, type: 'check' }, 'de');
    expect(german.json().error.fields['labels.de'].message).toBe('Dieses Feld ist erforderlich.');
  });

  it('is company configuration: a USER reads but does not change it', async () => {
    const response = await create(user, { labels: labels('Entsorgung'), type: 'check' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Only admin can do this action');
  });

  it("keeps another company's services out of reach, also as a parent", async () => {
    const mine = (await create(owner, { labels: labels('Lagerung'), type: 'check' })).json();
    const url = `/api/services/${mine._id}`;
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect(
        (
          await t.app.inject({
            method,
            url,
            headers: stranger.headers,
            payload: method === 'PUT' ? {} : undefined,
          })
        ).statusCode,
      ).toBe(404);
    }
    const adopted = await create(stranger, { parentId: mine._id, labels: labels('Kuckuck'), type: 'check' });
    expect(adopted.statusCode).toBe(400);
    expect(adopted.json().error.fields.parentId.code).toBe('error_field_invalid');
    const tree = await t.app.inject({ method: 'GET', url: '/api/services/tree', headers: stranger.headers });
    expect(JSON.stringify(tree.json())).not.toContain(mine._id);
    expect((await t.app.inject({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(200);
  });
});
