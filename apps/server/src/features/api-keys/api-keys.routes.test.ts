import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { operationsOf } from '../../testing/fuzz/cases.ts';
import { createTestApp, signIn, type TestApp } from '../../testing/index.ts';

/**
 * What a key reaches, for every route the app serves (its live route table, as its OpenAPI document
 * describes it): a read-only key writes nowhere; no key reaches the admin side, signing in, sessions,
 * the profile and its password, or the keys themselves. A route added tomorrow is checked too.
 */

/** Reachable without a session at all (the role matrix's PUBLIC): a key changes nothing there. */
const PUBLIC = [
  /^GET \/api\/health$/,
  /^POST \/api\/auth\/(login|password-link|set-password|forgot-password)$/,
  /^POST \/api\/webhooks\//,
  / \/api\/public\//,
];
const EXCLUDED = [
  / \/api\/admin\//,
  / \/api\/auth(\/|$)/,
  / \/api\/sessions(\/|$)/,
  / \/api\/profile(\/|$)/,
  / \/api\/api-keys(\/|$)/,
];
const matches = (patterns: RegExp[], key: string) => patterns.some((pattern) => pattern.test(key));

let t: TestApp;
let companyId: string;
let readOnly: string;
let readWrite: string;
let operations: { method: string; path: string; key: string }[];

beforeAll(async () => {
  t = await createTestApp();
  const company = await t.make.company();
  companyId = company.id;
  const owner = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
  const make = async (scope: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: owner.headers,
      payload: { name: scope, scope },
    });
    return response.json().token as string;
  };
  readOnly = await make('read');
  readWrite = await make('readWrite');
  const document = t.app.swagger() as unknown as { paths: Record<string, Record<string, never>> };
  operations = operationsOf(document)
    .map(({ method, path }) => ({ method, path, key: `${method} ${path}` }))
    .filter((operation) => !matches(PUBLIC, operation.key));
});
afterAll(() => t.close());

/** The path with every parameter filled: the key is checked before the route reads any of them. */
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, () => randomUUID());

async function activityCount() {
  const result = await t.database.db.execute(
    sql`select count(*)::int as n from activities where company_id = ${companyId}`,
  );
  return rowsOf<{ n: number }>(result)[0]!.n;
}

describe('what an API key reaches, route by route', () => {
  it('refuses every write of a read-only key with 403, changing nothing', async () => {
    const writes = operations.filter((operation) => !['GET', 'HEAD'].includes(operation.method));
    expect(writes.length).toBeGreaterThan(80);
    const before = await activityCount();
    const wrong: string[] = [];
    for (const operation of writes) {
      const response = await t.app.inject({
        method: operation.method as 'POST',
        url: urlOf(operation.path),
        headers: { host: 'localhost', authorization: `Bearer ${readOnly}` },
      });
      const code = response.body ? response.json().error?.code : undefined;
      const want = matches(EXCLUDED, operation.key) ? 'error_api_key_not_allowed' : 'error_api_key_read_only';
      if (response.statusCode !== 403 || code !== want)
        wrong.push(`${operation.key}: ${response.statusCode} ${code}`);
    }
    expect(wrong).toEqual([]);
    expect(await activityCount()).toBe(before);
  });

  it('never lets a key reach the admin side, signing in, sessions, profile, password or the keys', async () => {
    const excluded = operations.filter((operation) => matches(EXCLUDED, operation.key));
    expect(excluded.map((operation) => operation.key)).toEqual(
      expect.arrayContaining([
        'GET /api/sessions',
        'PUT /api/profile/password',
        'GET /api/api-keys',
        'POST /api/api-keys',
        'GET /api/auth',
        'GET /api/admin/companies',
      ]),
    );
    const wrong: string[] = [];
    for (const operation of excluded) {
      for (const token of [readWrite, readOnly]) {
        const response = await t.app.inject({
          method: operation.method as 'GET',
          url: urlOf(operation.path),
          headers: { host: 'localhost', authorization: `Bearer ${token}` },
        });
        if (response.statusCode !== 403 || response.json().error.code !== 'error_api_key_not_allowed') {
          wrong.push(`${operation.key}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Signing out is refused like the rest of /api/auth (above), and the key still works after it.
    expect(excluded.map((operation) => operation.key)).toContain('POST /api/auth/logout');
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/customers',
      headers: { host: 'localhost', authorization: `Bearer ${readWrite}` },
    });
    expect(after.statusCode).toBe(200);
  });

  it('is unknown on the admin host', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/customers',
      headers: { host: 'admin.localhost', authorization: `Bearer ${readWrite}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
