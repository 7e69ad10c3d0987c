import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listActivities } from '../../platform/activity.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';

let t: TestApp;
let owner: Session;
let user: Session;
let stranger: Session;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  const company = await t.make.company();
  companyId = company.id;
  owner = await signIn(
    t.app,
    (await t.make.user(company.id, { role: 'OWNER', firstName: 'Olivia', lastName: 'Inhaber' })).email,
  );
  user = await signIn(t.app, (await t.make.user(company.id, { role: 'USER' })).email);
  stranger = await signIn(t.app, (await t.make.user((await t.make.company()).id, { role: 'OWNER' })).email);
});
afterAll(() => t.close());

const call = (
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  language = 'en',
) => t.app.inject({ method, url, headers: { ...session.headers, 'accept-language': language }, payload });

const history = (id: string) =>
  listActivities(
    t.database.db,
    companyId,
    { entityType: 'pdf-component', entityId: id },
    { page: 1, pageSize: 20 },
  );

describe('PDF components', () => {
  it('creates, reads, updates and deletes a component, recording each change', async () => {
    const created = await call(owner, 'POST', '/api/pdf-extra-info', {
      title: ' Versicherung ',
      content: '<p>Bis <b>CHF 100’000</b> versichert.</p>',
    });
    expect(created.statusCode).toBe(201);
    const component = created.json();
    expect(component).toEqual({
      _id: expect.any(String),
      title: 'Versicherung',
      content: '<p>Bis <strong>CHF 100’000</strong> versichert.</p>',
      position: expect.any(Number),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const url = `/api/pdf-extra-info/${component._id}`;
    const read = await call(user, 'GET', url);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(component);

    const updated = await call(owner, 'PUT', url, {
      title: 'Versicherung und Haftung',
      content: '<p>Neu</p>',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Versicherung und Haftung', content: '<p>Neu</p>' });
    expect((await call(owner, 'GET', url)).json()).toEqual(updated.json());

    expect((await call(owner, 'DELETE', url)).statusCode).toBe(204);
    expect((await call(owner, 'GET', url)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', url)).statusCode).toBe(404);

    const [deletion, change, creation] = (await history(component._id)).items;
    expect(creation).toMatchObject({
      action: 'create',
      actor: { type: 'user', name: 'Olivia Inhaber' },
      changes: { title: [null, 'Versicherung'] },
    });
    expect(change).toMatchObject({
      action: 'update',
      changes: {
        title: ['Versicherung', 'Versicherung und Haftung'],
        content: ['<p>Bis <strong>CHF 100’000</strong> versichert.</p>', '<p>Neu</p>'],
      },
    });
    expect(deletion).toMatchObject({
      action: 'delete',
      changes: { title: ['Versicherung und Haftung', null] },
    });
  });

  it('sanitises the content: allowed tags and web or mail links only', async () => {
    const response = await call(owner, 'POST', '/api/pdf-extra-info', {
      title: 'Hinweise',
      content:
        '<h3 class="x">Vor dem Umzug</h3><div onclick="steal()"><ul><li>Kartons</li><li><i>Lift</i> reservieren</li></ul></div>' +
        '<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">böse</a> ' +
        '<a href="https://umzug.ch/agb" target="_blank">AGB</a> <a href="mailto:info@umzug.ch">Mail</a>' +
        '<style>body{}</style><iframe src="https://x"></iframe><ol><li>1 &lt; 2 &amp; "ok"</li></ol>',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().content).toBe(
      '<h3>Vor dem Umzug</h3><ul><li>Kartons</li><li><em>Lift</em> reservieren</li></ul>' +
        'böse <a href="https://umzug.ch/agb">AGB</a> <a href="mailto:info@umzug.ch">Mail</a>' +
        '<ol><li>1 &lt; 2 &amp; "ok"</li></ol>',
    );
    const empty = await call(owner, 'POST', '/api/pdf-extra-info', { title: 'Leer', content: '<p><br></p>' });
    expect(empty.json().content).toBe('');
  });

  it('validates title and content with messages in both languages, storing nothing', async () => {
    const total = async () => (await call(owner, 'GET', '/api/pdf-extra-info')).json().total;
    const before = await total();
    const missing = await call(owner, 'POST', '/api/pdf-extra-info', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      title: { code: 'error_field_required', message: 'This field is required.' },
    });
    const german = await call(owner, 'POST', '/api/pdf-extra-info', { title: 'x'.repeat(201) }, 'de');
    expect(german.json().error.fields).toEqual({
      title: { code: 'error_field_invalid', message: 'Dieser Wert ist nicht gültig.' },
    });
    const tooLong = await call(owner, 'POST', '/api/pdf-extra-info', {
      title: 'Lang',
      content: 'x'.repeat(50_001),
    });
    expect(tooLong.json().error.fields).toEqual({
      content: { code: 'error_field_invalid', message: 'This value is not valid.' },
    });
    expect(await total()).toBe(before);
  });

  it('sets the order with every id once, lists in that order, searches and pages', async () => {
    const company = await t.make.company();
    const session = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
    const ids: string[] = [];
    for (const title of ['Versicherung', 'Zahlung', 'Reinigung']) {
      ids.push(
        (await call(session, 'POST', '/api/pdf-extra-info', { title, content: `<p>${title}</p>` })).json()
          ._id,
      );
    }
    const titles = async (query = '') =>
      (await call(session, 'GET', `/api/pdf-extra-info${query}`))
        .json()
        .items.map((c: { title: string }) => c.title);
    expect(await titles()).toEqual(['Versicherung', 'Zahlung', 'Reinigung']);

    const reordered = [ids[2]!, ids[0]!, ids[1]!];
    const order = await call(session, 'PUT', '/api/pdf-extra-info/order', { ids: reordered });
    expect(order.statusCode).toBe(204);
    expect(await titles()).toEqual(['Reinigung', 'Versicherung', 'Zahlung']);
    const list = (await call(session, 'GET', '/api/pdf-extra-info')).json();
    expect(list).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(list.items.map((c: { position: number }) => c.position)).toEqual([0, 1, 2]);
    expect(await titles('?sort=title')).toEqual(['Reinigung', 'Versicherung', 'Zahlung']);
    expect(await titles('?sort=-position')).toEqual(['Zahlung', 'Versicherung', 'Reinigung']);
    expect(await titles('?q=zahl')).toEqual(['Zahlung']);
    const page = (await call(session, 'GET', '/api/pdf-extra-info?pageSize=2&page=2')).json();
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((c: { title: string }) => c.title)).toEqual(['Zahlung']);

    for (const bad of [
      [ids[0]!, ids[1]!],
      [...reordered, ids[0]!],
      [ids[0]!, ids[1]!, ids[1]!],
    ]) {
      const refused = await call(session, 'PUT', '/api/pdf-extra-info/order', { ids: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().error.fields.ids.code).toBe('error_field_invalid');
    }
    expect(await titles()).toEqual(['Reinigung', 'Versicherung', 'Zahlung']);
    // A new component goes last.
    await call(session, 'POST', '/api/pdf-extra-info', { title: 'Neu' });
    expect((await titles()).at(-1)).toBe('Neu');
  });

  it("keeps another company's components out of reach (404), also in a reorder", async () => {
    const mine = (await call(owner, 'POST', '/api/pdf-extra-info', { title: 'Geheim' })).json();
    const url = `/api/pdf-extra-info/${mine._id}`;
    expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    const put = await call(stranger, 'PUT', url, { title: 'Gestohlen' });
    expect(put.statusCode).toBe(404);
    expect(put.json().error.code).toBe('error_resource_not_found');
    expect((await call(stranger, 'DELETE', url)).statusCode).toBe(404);
    const theirs = (await call(stranger, 'POST', '/api/pdf-extra-info', { title: 'Fremd' })).json();
    const reorder = await call(stranger, 'PUT', '/api/pdf-extra-info/order', { ids: [mine._id, theirs._id] });
    expect(reorder.statusCode).toBe(400);
    expect((await call(stranger, 'GET', '/api/pdf-extra-info')).json().items).toEqual([theirs]);
    expect((await call(owner, 'GET', url)).json().title).toBe('Geheim');
  });

  it('lets a USER read but not change components; needs a session', async () => {
    const component = (await call(owner, 'POST', '/api/pdf-extra-info', { title: 'Nur lesen' })).json();
    const url = `/api/pdf-extra-info/${component._id}`;
    expect((await call(user, 'GET', '/api/pdf-extra-info')).statusCode).toBe(200);
    expect((await call(user, 'GET', url)).statusCode).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/api/pdf-extra-info', { title: 'Von USER' }],
      ['PUT', url, { title: 'Von USER' }],
      ['DELETE', url, undefined],
      ['PUT', '/api/pdf-extra-info/order', { ids: [component._id] }],
    ] as const) {
      const refused = await call(user, method, path, body);
      expect(refused.statusCode, `${method} ${path}`).toBe(403);
      expect(refused.json().error.message).toBe('Only admin can do this action');
    }
    expect((await call(user, 'POST', '/api/pdf-extra-info', { title: 'x' }, 'de')).json().error.message).toBe(
      'Nur der Inhaber kann diese Aktion ausführen',
    );
    expect((await call(owner, 'GET', url)).json().title).toBe('Nur lesen');
    expect((await t.app.inject({ method: 'GET', url: '/api/pdf-extra-info' })).statusCode).toBe(401);
  });
});
