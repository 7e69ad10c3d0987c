import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, signIn, type TestApp } from '../testing/index.ts';

let t: TestApp;
let owner: Session;

beforeAll(async () => {
  t = await createTestApp();
  const company = await t.make.company();
  owner = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, json?: string) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...owner.headers,
      'accept-language': 'en',
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    ...(json ? { payload: json } : {}),
  });

/** The field the 400 names, with its message. */
function refusedField(response: Awaited<ReturnType<typeof send>>) {
  expect(response.statusCode, response.body).toBe(400);
  const { error } = response.json();
  expect(error.code).toBe('error_validation');
  return error.fields;
}

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL in a body field with 400 naming the field, and stores nothing', async () => {
    const fields = refusedField(await send('POST', '/api/customers', '{"lastName":"\\u0000x"}'));
    expect(fields).toEqual({
      lastName: {
        code: 'error_text_unstorable',
        message:
          'This text contains characters that cannot be saved (a NUL character or a broken character code).',
      },
    });
    expect((await send('GET', '/api/customers')).json().total).toBe(0);
  });

  it('refuses a lone surrogate in a JSON column, nested', async () => {
    const body = '{"labels":{"de":"Umzug","en":"\\ud800"},"type":"FIXED"}';
    expect(refusedField(await send('POST', '/api/services', body))).toMatchObject({
      'labels.en': { code: 'error_text_unstorable' },
    });
  });

  it('refuses them in the query of a list and in path parameters', async () => {
    for (const list of ['/api/customers', '/api/contracts', '/api/invoices', '/api/payments', '/api/mail']) {
      expect(refusedField(await send('GET', `${list}?q=%00`))).toMatchObject({
        q: { code: 'error_text_unstorable' },
      });
    }
    expect(refusedField(await send('GET', '/api/customers/%00'))).toMatchObject({
      id: { code: 'error_text_unstorable' },
    });
  });

  it('still stores emoji and every other character a person types', async () => {
    const created = await send('POST', '/api/customers', '{"lastName":"Müller 🚚\\t\\u00e9"}');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().lastName).toBe('Müller 🚚\té');
  });
});
