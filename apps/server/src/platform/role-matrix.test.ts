import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Operation, operationsOf, urlOf } from '../testing/fuzz/cases.ts';
import type { JsonSchema } from '../testing/fuzz/json-schema.ts';
import { resolveSchemaRefs } from '../testing/fuzz/resolve-refs.ts';
import { validSample } from '../testing/fuzz/valid-sample.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../testing/index.ts';

/**
 * Who may call what, for every route the app serves (its live route table, as its OpenAPI document
 * describes it): a route added tomorrow lands in this matrix, and fails it until it is classified.
 * Bodies are valid samples of each route's schema, so a refusal is the permission's, not validation's.
 * The `apiKey` column is a read-write API key of the company (ADR 052); read-only keys are checked route
 * by route in features/api-keys/api-keys.routes.test.ts.
 */
const ADMIN_HOST = 'admin.localhost';
const COMPANY_HOST = 'localhost';

type Caller =
  | 'anonymous'
  | 'owner'
  | 'user'
  | 'admin'
  | 'adminActing'
  | 'adminOnCompanyHost'
  | 'ownerOnAdminHost'
  | 'apiKey';
/** Those allowed to change things last: a deleted record would answer 404 to the callers after it. */
const CALLERS: Caller[] = [
  'anonymous',
  'user',
  'admin',
  'adminOnCompanyHost',
  'ownerOnAdminHost',
  'apiKey',
  'owner',
  'adminActing',
];

/** Reachable without a session: signing in, links, the customer's offer page, delivery webhooks. */
const PUBLIC = [
  /^GET \/api\/health$/,
  // The web app's settings for every browser (the maps key), asked before anyone signs in.
  /^GET \/api\/public-config$/,
  /^POST \/api\/auth\/login$/,
  /^POST \/api\/auth\/password-link$/,
  /^POST \/api\/auth\/set-password$/,
  /^POST \/api\/auth\/forgot-password$/,
  /^POST \/api\/webhooks\//,
  / \/api\/public\//,
];

/** Signing out ends the caller's own session: auth.test.ts covers it, here it would end the matrix. */
const NOT_IN_MATRIX = [/^POST \/api\/auth\/logout$/];

/**
 * What a platform admin does without acting for a company: their own session, sessions, profile and
 * the development mailbox, and the built-in system e-mail wordings (the same for every company).
 */
const ADMIN_OWN = [
  /^GET \/api\/auth$/,
  / \/api\/sessions/,
  / \/api\/profile/,
  / \/api\/dev-mailbox/,
  /^GET \/api\/system-emails\/defaults$/,
];

/** Routes whose body is a file's bytes (not described as JSON in the API document). */
const FILE_BODIES = [
  /^PUT \/api\/company\/(logo|agb)$/,
  /^POST \/api\/(payments|admin\/maxer-invoices)\/bank-statement$/,
  /^POST \/api\/media-sessions\/\{id\}\/items$/,
];

/**
 * Samples a rule would refuse for every caller, not a permission, made acceptable: one's own e-mail
 * address cannot be changed through the profile (error_own_email_change); a time zone must be a real one.
 */
const SAMPLE_FIXES: Record<string, (sample: Record<string, unknown>) => void> = {
  'PUT /api/profile': (sample) => delete sample.email,
  'POST /api/admin/maxer-invoices/billing-run': (sample) => Object.assign(sample, { period: '2026-11' }),
  'PUT /api/company': (sample) => Object.assign(sample, { timeZone: 'Europe/Zurich' }),
  // A job names its customer one way: a new one (a last name suffices) rather than a random id.
  'POST /api/contracts': (sample) => {
    delete sample.customerId;
    Object.assign(sample, { newCustomer: { lastName: 'Matrix' } });
  },
  'PUT /api/contracts/{id}': (sample) => {
    delete sample.customerId;
    Object.assign(sample, { newCustomer: { lastName: 'Matrix' } });
  },
};

/**
 * What only a company's owner may do (spec §6 'Only admin can do this action'): the company's settings,
 * its staff, the service tree and questions, system e-mails, PDF texts, deleting invoices, the
 * development mailbox. A USER gets 403 exactly here.
 */
const OWNER_ONLY = [
  /^(PUT|DELETE) \/api\/company/,
  / \/api\/employees/,
  /^(POST|PUT|DELETE) \/api\/services/,
  /^(POST|PUT|DELETE) \/api\/contract-questions/,
  /^(POST|PUT|DELETE) \/api\/system-emails(\/\{id\})?$/,
  /^(POST|PUT|DELETE) \/api\/pdf-extra-info/,
  /^DELETE \/api\/invoices\/\{id\}$/,
  / \/api\/dev-mailbox/,
  // What Maxer bills the company is the owner's business (issue 16).
  /^GET \/api\/maxer-invoices/,
  // The company's secret calendar feed is set up like its settings (issue 17).
  / \/api\/(calendar-feed|appointment-settings)$/,
  // So is its Google Calendar connection (ADR 044).
  / \/api\/google-calendar/,
  // So is the reminder of unanswered review requests (issue 18).
  / \/api\/review-settings$/,
  // So are the volume catalogue and its crew rules; every staff member counts with them (ADR 055).
  /^(POST|PUT|DELETE) \/api\/volume-(items|rules)/,
  // How the business is doing is the owner's view (issue 20).
  /^GET \/api\/analytics$/,
  // So are its outbound webhooks: they send the company's data where it chooses (ADR 053).
  / \/api\/webhook-endpoints/,
  // So are its API keys (ADR 052).
  / \/api\/api-keys/,
  // Switching the web inquiry form on or off (ADR 056); everyone of the office reads the switch.
  /^PUT \/api\/inquiry-settings$/,
  // So are the offer follow-ups and the required signature (ADR 057).
  / \/api\/offer-settings$/,
];

/**
 * What an owner does in person: connecting a Google account grants access to the owner's own calendars,
 * so a platform admin acting for the company may manage the connection but not make it (ADR 044).
 */
const OWNER_IN_PERSON = [
  /^(POST \/api\/google-calendar\/connect|GET \/api\/google-calendar\/callback)$/,
  // Minting an API key likewise: an acting admin may list and revoke keys, never hold a secret (ADR 052).
  /^POST \/api\/api-keys$/,
];

/**
 * What an API key never reaches (ADR 052): signing in and out and who am I, sessions, the profile and its
 * password, the keys themselves (the admin side is refused above); and what belongs to a person, not a
 * program: one's own notifications and jobs. Besides, everything only an owner may do (OWNER_ONLY).
 */
const KEY_DENIED = [
  / \/api\/auth(\/|$)/,
  / \/api\/sessions/,
  / \/api\/profile/,
  / \/api\/api-keys/,
  / \/api\/notifications/,
  /^GET \/api\/my-jobs$/,
];

const matches = (patterns: RegExp[], key: string) => patterns.some((pattern) => pattern.test(key));

type Expected = 401 | 403 | 'allowed';

function expected(key: string, caller: Caller): Expected {
  if (key.includes(' /api/admin/')) {
    if (caller === 'anonymous') return 401;
    return caller === 'admin' || caller === 'adminActing' ? 'allowed' : 403;
  }
  if (caller === 'anonymous' || caller === 'adminOnCompanyHost' || caller === 'ownerOnAdminHost') return 401;
  if (caller === 'user') return matches(OWNER_ONLY, key) ? 403 : 'allowed';
  if (caller === 'apiKey') return matches([...KEY_DENIED, ...OWNER_ONLY], key) ? 403 : 'allowed';
  if (caller === 'admin') return matches(ADMIN_OWN, key) ? 'allowed' : 403;
  if (caller === 'adminActing' && matches(OWNER_IN_PERSON, key)) return 403;
  return 'allowed';
}

let t: TestApp;
let companyId: string;
/** An invoice of the company: deleting one checks the owner after finding it (404 first, never 403). */
let invoiceId: string;
const sessions = {} as Record<'owner' | 'user' | 'admin', Session>;
/** A read-write API key of the company. */
let apiKeyToken: string;

function headersFor(caller: Caller): Record<string, string> {
  switch (caller) {
    case 'anonymous':
      return { host: COMPANY_HOST };
    case 'owner':
    case 'user':
      return sessions[caller].headers;
    case 'admin':
      return sessions.admin.headers;
    case 'adminActing':
      return { ...sessions.admin.headers, 'x-company-id': companyId };
    case 'adminOnCompanyHost':
      return { ...sessions.admin.headers, host: COMPANY_HOST };
    case 'ownerOnAdminHost':
      return { ...sessions.owner.headers, host: ADMIN_HOST };
    case 'apiKey':
      return { host: COMPANY_HOST, authorization: `Bearer ${apiKeyToken}` };
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const company = await t.make.company({ name: 'Matrix Umzüge AG' });
  companyId = company.id;
  sessions.owner = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
  sessions.user = await signIn(t.app, (await t.make.user(company.id, { role: 'USER' })).email);
  sessions.admin = await signIn(t.app, (await t.make.admin()).email, { host: ADMIN_HOST });
  const customer = await t.app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: sessions.owner.headers,
    payload: { lastName: 'Matrix' },
  });
  const invoice = await t.app.inject({
    method: 'POST',
    url: '/api/invoices',
    headers: sessions.owner.headers,
    payload: {
      customerId: customer.json()._id,
      date: '2026-03-01',
      dueDate: '2026-03-31',
      lines: [{ type: 'item', description: 'Umzug', quantity: 1, unitPrice: 10_000 }],
    },
  });
  invoiceId = invoice.json()._id;
  const key = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: sessions.owner.headers,
    payload: { name: 'Matrix', scope: 'readWrite' },
  });
  apiKeyToken = key.json().token;
  expect(invoice.statusCode).toBe(201);
});

const knownIds = (name: string) =>
  name === '/api/invoices/{id}#id'
    ? invoiceId
    : // The board's item kinds are words, not ids.
      name === '/api/dispatch/{kind}/{id}#kind'
      ? 'relocation'
      : undefined;

/** Required query parameters a rule would refuse as sampled (a range must be forwards), made acceptable. */
const QUERY_FIXES: Record<string, (query: URLSearchParams) => void> = {
  'GET /api/dispatch': (query) =>
    query.set('to', new Date(Date.parse(query.get('from')!) + 86_400_000).toISOString()),
  'GET /api/my-jobs': (query) =>
    query.set('to', new Date(Date.parse(query.get('from')!) + 86_400_000).toISOString()),
};

function sampleFor(operation: Operation, key: string): Record<string, unknown> | unknown[] | undefined {
  if (!operation.body) return undefined;
  const sample = validSample(operation.body as JsonSchema, () => undefined);
  if (sample && typeof sample === 'object' && !Array.isArray(sample)) {
    SAMPLE_FIXES[key]?.(sample as Record<string, unknown>);
  }
  return sample as Record<string, unknown>;
}

/**
 * One caller's answer. Where validation refuses optional parts of the sample that do not fit together
 * (checked before the permission), those fields are left out and the call made again.
 */
async function call(operation: Operation, key: string, caller: Caller) {
  // Required query parameters get a valid value too (validation answers before the permission).
  const query = new URLSearchParams();
  for (const param of operation.queryParams.filter((p) => p.required)) {
    query.set(param.name, String(validSample(param.schema, () => undefined)));
  }
  QUERY_FIXES[key]?.(query);
  const url = `${urlOf(operation, knownIds)}${query.size > 0 ? `?${query}` : ''}`;
  const headers = headersFor(caller);
  if (matches(FILE_BODIES, key)) {
    return t.app.inject({
      method: operation.method as 'PUT',
      url,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('not a file'),
    });
  }
  const sample = sampleFor(operation, key);
  let response = await t.app.inject({
    method: operation.method as 'GET',
    url,
    headers,
    ...(sample === undefined ? {} : { payload: sample }),
  });
  for (let round = 0; round < 4 && response.statusCode === 400 && sample && !Array.isArray(sample); round++) {
    const fields = Object.keys((response.json() as { error?: { fields?: object } }).error?.fields ?? {});
    if (fields.length === 0) break;
    for (const field of fields) delete sample[field.split('.')[0]!];
    response = await t.app.inject({ method: operation.method as 'GET', url, headers, payload: sample });
  }
  return response;
}
afterAll(() => t?.close());

const keyOf = (operation: Operation) => `${operation.method} ${operation.path}`;

describe('the role matrix of every route', () => {
  it('answers each caller as the permission table and the two sides say', async () => {
    const document = resolveSchemaRefs(
      t.app.swagger() as unknown as { paths: Record<string, Record<string, never>> },
    );
    const operations = operationsOf(document).filter(
      (operation) => !matches([...PUBLIC, ...NOT_IN_MATRIX], keyOf(operation)),
    );
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.some((operation) => operation.path.startsWith('/api/admin/'))).toBe(true);

    const wrong: string[] = [];
    for (const operation of operations) {
      const key = keyOf(operation);
      for (const caller of CALLERS) {
        const response = await call(operation, key, caller);
        const want = expected(key, caller);
        const got = response.statusCode;
        const ok = want === 'allowed' ? got !== 401 && got !== 403 : got === want;
        if (!ok) wrong.push(`${key} as ${caller}: ${got}, expected ${want} ${response.body.slice(0, 300)}`);
      }
    }
    expect(wrong).toEqual([]);
    // About a thousand requests: seconds on a quiet machine, longer on a busy one.
  }, 180_000);
});
