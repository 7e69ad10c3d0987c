import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';

let t: TestApp;
let owner: Session;
let user: Session;
let stranger: Session;

beforeAll(async () => {
  t = await createTestApp();
  const company = await t.make.company();
  const other = await t.make.company();
  owner = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
  user = await signIn(t.app, (await t.make.user(company.id, { role: 'USER' })).email);
  stranger = await signIn(t.app, (await t.make.user(other.id, { role: 'OWNER' })).email);
});
afterAll(() => t.close());

const labels = (de: string, en = '') => ({ de, en, fr: '', it: '' });
const create = (session: Session, payload: object, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/contract-questions',
    headers: { ...session.headers, 'accept-language': language },
    payload,
  });
const list = (session: Session) =>
  t.app
    .inject({ method: 'GET', url: '/api/contract-questions', headers: session.headers })
    .then((r) => r.json());

describe('contract questions', () => {
  it('creates questions of every type with options, default and required flag', async () => {
    const lift = await create(owner, {
      labels: labels('Hat es einen Lift?', 'Is there a lift?'),
      type: 'CHECK',
      defaultValue: 'false',
      required: true,
    });
    expect(lift.statusCode).toBe(201);
    expect(lift.json()).toMatchObject({
      type: 'CHECK',
      defaultValue: 'false',
      required: true,
      position: 0,
      options: [],
    });
    const floor = await create(owner, {
      labels: labels('Stockwerk'),
      type: 'SELECT',
      options: [
        { value: 'eg', labels: labels('Erdgeschoss', 'Ground floor') },
        { value: '1', labels: labels('1. Stock', '1st floor') },
      ],
      defaultValue: 'eg',
    });
    expect(floor.json()).toMatchObject({ position: 1, options: [{ value: 'eg' }, { value: '1' }] });
    for (const [type, defaultValue] of [
      ['TEXT', 'Hinterhof'],
      ['TEXTAREA', null],
      ['NUMBER', '3.5'],
      ['DATE', '2026-12-01'],
      ['DATETIME-LOCAL', '2026-12-01T08:30'],
    ]) {
      expect((await create(owner, { labels: labels(`Frage ${type}`), type, defaultValue })).statusCode).toBe(
        201,
      );
    }
    expect((await list(user)).total).toBe(7);
  });

  it('refuses defaults that do not fit the type and selects without options', async () => {
    const cases = [
      [{ type: 'NUMBER', defaultValue: 'viele' }, 'defaultValue'],
      [{ type: 'DATE', defaultValue: '1.12.2026' }, 'defaultValue'],
      [{ type: 'CHECK', defaultValue: 'ja' }, 'defaultValue'],
      [{ type: 'SELECT', options: [] }, 'options'],
      [{ type: 'SELECT', options: [{ value: 'a', labels: labels('A') }], defaultValue: 'b' }, 'defaultValue'],
      [{ type: 'TEXT', options: [{ value: 'a', labels: labels('A') }] }, 'options'],
    ] as const;
    for (const [payload, field] of cases) {
      const response = await create(owner, { labels: labels('Ungültig'), ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toContain(field);
    }
    const german = await create(owner, { labels: labels(''), type: 'TEXT' }, 'de');
    expect(german.json().error.fields['labels.de'].message).toBe('Dieses Feld ist erforderlich.');
  });

  it('cannot be edited, only deleted; can be reordered', async () => {
    const company = await t.make.company();
    const session = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
    const ids: string[] = [];
    for (const name of ['Erste', 'Zweite', 'Dritte'])
      ids.push((await create(session, { labels: labels(name), type: 'TEXT' })).json()._id);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/contract-questions/${ids[0]}`,
      headers: session.headers,
      payload: {},
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('error_not_editable_after_creation');

    const reordered = [ids[2]!, ids[0]!, ids[1]!];
    const order = await t.app.inject({
      method: 'PUT',
      url: '/api/contract-questions/order',
      headers: session.headers,
      payload: { ids: reordered },
    });
    expect(order.statusCode).toBe(204);
    expect((await list(session)).items.map((q: { _id: string }) => q._id)).toEqual(reordered);
    const incomplete = await t.app.inject({
      method: 'PUT',
      url: '/api/contract-questions/order',
      headers: session.headers,
      payload: { ids: [ids[0]] },
    });
    expect(incomplete.statusCode).toBe(400);

    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/contract-questions/${ids[1]}`,
          headers: session.headers,
        })
      ).statusCode,
    ).toBe(204);
    expect((await list(session)).total).toBe(2);
  });

  it('is changed by owners only', async () => {
    const response = await create(user, { labels: labels('Frage'), type: 'TEXT' }, 'de');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Nur der Inhaber kann diese Aktion ausführen');
  });

  it("keeps another company's questions out of reach, also in a reorder", async () => {
    const mine = (await create(owner, { labels: labels('Geheim'), type: 'TEXT' })).json();
    const url = `/api/contract-questions/${mine._id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: stranger.headers, payload: {} })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: stranger.headers })).statusCode).toBe(404);
    const theirs = (await create(stranger, { labels: labels('Eigene'), type: 'TEXT' })).json();
    const hijack = await t.app.inject({
      method: 'PUT',
      url: '/api/contract-questions/order',
      headers: stranger.headers,
      payload: { ids: [mine._id, theirs._id] },
    });
    expect(hijack.statusCode).toBe(400);
    expect((await list(stranger)).items.map((q: { _id: string }) => q._id)).toEqual([theirs._id]);
    expect((await t.app.inject({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(200);
  });
});
