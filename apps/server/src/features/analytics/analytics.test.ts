import { randomUUID } from 'node:crypto';
import { contractDetailsSchema } from '@maxer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, customers, invoices, offers, payments } from '../../db/schema/index.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';

/**
 * The analytics figures against a hand-computed fixture in Europe/Zurich. Today is Wednesday
 * 2026-04-15 (12:00 in Zurich). Zurich is UTC+1 until the clocks go forward on 2026-03-29 and UTC+2
 * from then: 2026-02-28T23:30Z is already 1 March there, 2026-03-31T21:30Z still 31 March, 22:30Z
 * already 1 April. Another company's rows, on the same days, must never count.
 */
let t: TestApp;
const NOW = new Date('2026-04-15T10:00:00Z');
let owner: Session;
let user: Session;
let companyId: string;
let otherCompanyId: string;
let staffId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const company = await t.make.company({ timeZone: 'Europe/Zurich' });
  companyId = company.id;
  const staff = await t.make.user(company.id, { role: 'OWNER' });
  staffId = staff.id;
  owner = await signIn(t.app, staff.email);
  user = await signIn(t.app, (await t.make.user(company.id, { role: 'USER' })).email);
  otherCompanyId = (await t.make.company({ timeZone: 'Europe/Zurich' })).id;
  await fixture(companyId, staffId);
  // The same rows in another company: every figure below would double if they counted.
  await fixture(otherCompanyId, (await t.make.user(otherCompanyId, { role: 'OWNER' })).id);
});
afterAll(() => t.close());

let serial = 0;
async function customer(company: string, origin: string | null = null) {
  const [row] = await t.database.db
    .insert(customers)
    .values({ companyId: company, number: ++serial, lastName: 'Muster', origin })
    .returning();
  return row!.id;
}

async function contract(
  company: string,
  values: {
    createdAt: string;
    by: string | null;
    details?: object;
    archived?: boolean;
    origin?: string | null;
  },
) {
  const [row] = await t.database.db
    .insert(contracts)
    .values({
      companyId: company,
      number: ++serial,
      customerId: await customer(company, values.origin ?? null),
      vatRate: 7.7,
      currency: 'CHF',
      details: contractDetailsSchema.parse(values.details ?? {}),
      createdByUserId: values.by,
      createdAt: new Date(values.createdAt),
      archivedAt: values.archived ? new Date(values.createdAt) : null,
    })
    .returning();
  return row!.id;
}

async function offer(
  company: string,
  contractId: string,
  at: { created: string; expires?: string; accepted?: string; rejected?: string; replaced?: string },
) {
  await t.database.db.insert(offers).values({
    companyId: company,
    contractId,
    recipient: 'kunde@example.ch',
    language: 'de',
    validUntil: (at.expires ?? '2026-06-30T21:59:59.999Z').slice(0, 10),
    expiresAt: new Date(at.expires ?? '2026-06-30T21:59:59.999Z'),
    tokenHash: randomUUID(),
    createdAt: new Date(at.created),
    acceptedAt: at.accepted ? new Date(at.accepted) : null,
    rejectedAt: at.rejected ? new Date(at.rejected) : null,
    replacedAt: at.replaced ? new Date(at.replaced) : null,
  });
}

async function invoice(
  company: string,
  values: { date: string; total: number; payments?: [string, number][]; currency?: 'CHF' | 'EUR' },
) {
  const paid = (values.payments ?? []).reduce((sum, [, amount]) => sum + amount, 0);
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      companyId: company,
      number: ++serial,
      customerId: await customer(company),
      date: values.date,
      dueDate: values.date,
      lines: [{ type: 'item', description: 'Umzug', quantity: 1, unitPrice: values.total }],
      vatRate: 0,
      currency: values.currency ?? 'CHF',
      net: values.total,
      vat: 0,
      total: values.total,
      paid,
    })
    .returning();
  for (const [date, amount] of values.payments ?? []) {
    await t.database.db
      .insert(payments)
      .values({ companyId: company, invoiceId: row!.id, amount, method: 'BANK', date });
  }
}

async function fixture(company: string, staff: string) {
  // Jobs: the offers' job from January (outside the period and the last 30 days) …
  const host = await contract(company, { createdAt: '2026-01-10T09:00:00Z', by: staff });
  // … and the period's: March (1 March 00:30 in Zurich), April (1 April 00:30 in Zurich, then later).
  await contract(company, {
    createdAt: '2026-02-28T23:30:00Z',
    by: staff,
    origin: 'Google',
    details: { relocation: { hourPrice: 18_000, hours: 4 }, cleaning: { type: 'select', price: 89_000 } },
  });
  const april = await contract(company, {
    createdAt: '2026-03-31T22:30:00Z',
    by: staff,
    origin: '  Google ',
    details: { trash: { flatRatePrice: 20_000 } },
  });
  await contract(company, { createdAt: '2026-04-10T08:00:00Z', by: null });
  await contract(company, {
    createdAt: '2026-04-01T08:00:00Z',
    by: null,
    details: { cleaning: { type: 'no-cleaning' } },
  });
  await contract(company, {
    createdAt: '2026-04-05T08:00:00Z',
    by: staff,
    archived: true,
    details: { relocation: { flatRate: 150_000 } },
  });
  await contract(company, {
    createdAt: '2026-02-15T08:00:00Z',
    by: staff,
    details: { relocation: { flatRate: 1 } },
  });

  // Offers (all of the January job but the April one's).
  await offer(company, host, { created: '2026-02-28T23:30:00Z' }); // sent in March, still open
  await offer(company, host, { created: '2026-02-28T22:30:00Z', accepted: '2026-03-02T22:30:00Z' }); // Feb; accepted in March, 48 h
  // Sent the day before the clocks go forward, accepted a day later: 24 real hours (25 on the wall clock).
  await offer(company, host, { created: '2026-03-28T12:00:00Z', accepted: '2026-03-29T12:00:00Z' });
  await offer(company, host, { created: '2026-03-31T21:30:00Z', rejected: '2026-03-31T22:30:00Z' }); // March; rejected in April
  await offer(company, april, { created: '2026-03-31T22:30:00Z', accepted: '2026-04-02T22:30:00Z' }); // April; 48 h
  await offer(company, host, { created: '2026-03-05T10:00:00Z', expires: '2026-03-31T21:59:59.999Z' }); // ran out in March
  // Replaced by a newer sending before it ran out: no outcome of its own; the newer one ran out in April.
  await offer(company, host, {
    created: '2026-03-10T10:00:00Z',
    expires: '2026-04-10T21:59:59.999Z',
    replaced: '2026-03-12T10:00:00Z',
  });
  await offer(company, host, { created: '2026-03-12T10:00:00Z', expires: '2026-04-05T21:59:59.999Z' });

  // Invoices (calendar days of the company) and payments.
  await invoice(company, { date: '2026-03-01', total: 100_000, payments: [['2026-03-31', 40_000]] }); // 45 days
  await invoice(company, { date: '2026-02-28', total: 50_000, payments: [['2026-04-01', 20_000]] }); // 46 days
  await invoice(company, { date: '2026-04-15', total: 25_050 }); // today: 0 days
  await invoice(company, { date: '2026-01-10', total: 10_000 }); // 95 days
  await invoice(company, { date: '2026-03-16', total: 7_000, payments: [['2026-04-14', 7_000]] }); // paid
  await invoice(company, { date: '2026-03-16', total: 1_000 }); // 30 days
  await invoice(company, { date: '2026-04-02', total: 9_900, currency: 'EUR' }); // 13 days
}

const get = (session: Session, query = '', language = 'de') =>
  t.app.inject({
    method: 'GET',
    url: `/api/analytics${query}`,
    headers: { ...session.headers, 'accept-language': language },
  });

describe('GET /api/analytics', () => {
  it('counts offers per month of the company, month edges in Zurich', async () => {
    const response = await get(owner, '?from=2026-03&to=2026-04');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      from: '2026-03',
      to: '2026-04',
      months: ['2026-03', '2026-04'],
      today: '2026-04-15',
    });
    expect(body.offers.months).toEqual([
      // 6 sent, 1 of them accepted, 1 replaced: 1 of 5; accepted after 48 h and 24 h.
      {
        month: '2026-03',
        sent: 6,
        accepted: 2,
        rejected: 0,
        expired: 1,
        conversionRate: 0.2,
        averageHoursToAccept: 36,
      },
      {
        month: '2026-04',
        sent: 1,
        accepted: 1,
        rejected: 1,
        expired: 1,
        conversionRate: 1,
        averageHoursToAccept: 48,
      },
    ]);
    expect(body.offers.totals).toEqual({
      sent: 7,
      accepted: 3,
      rejected: 1,
      expired: 2,
      // 2 accepted of 6 answerable; (48 + 24 + 48) / 3 hours.
      conversionRate: 0.3333,
      averageHoursToAccept: 40,
    });
  });

  it('sums revenue invoiced and paid per month in Rappen, per currency', async () => {
    const body = (await get(owner, '?from=2026-03&to=2026-04')).json();
    expect(body.revenue).toEqual([
      {
        currency: 'CHF',
        months: [
          { month: '2026-03', invoiced: 108_000, paid: 40_000 },
          { month: '2026-04', invoiced: 25_050, paid: 27_000 },
        ],
        totals: { invoiced: 133_050, paid: 67_000 },
      },
      {
        currency: 'EUR',
        months: [
          { month: '2026-03', invoiced: 0, paid: 0 },
          { month: '2026-04', invoiced: 9_900, paid: 0 },
        ],
        totals: { invoiced: 9_900, paid: 0 },
      },
    ]);
  });

  it('ages open receivables by days since the invoice date, as of today', async () => {
    const body = (await get(owner, '?from=2026-03&to=2026-03')).json();
    expect(body.receivables).toEqual([
      {
        currency: 'CHF',
        buckets: [
          { bucket: '0-30', count: 2, unpaid: 26_050 },
          { bucket: '31-60', count: 2, unpaid: 90_000 },
          { bucket: '60+', count: 1, unpaid: 10_000 },
        ],
        total: 126_050,
        count: 5,
      },
      {
        currency: 'EUR',
        buckets: [
          { bucket: '0-30', count: 1, unpaid: 9_900 },
          { bucket: '31-60', count: 0, unpaid: 0 },
          { bucket: '60+', count: 0, unpaid: 0 },
        ],
        total: 9_900,
        count: 1,
      },
    ]);
  });

  it('counts jobs by service kind and origin, and the last 30 days without offers', async () => {
    const body = (await get(owner, '?from=2026-03&to=2026-04')).json();
    expect(body.jobsByService).toEqual([
      { service: 'relocation', count: 2 },
      { service: 'trash', count: 1 },
      { service: 'cleaning', count: 1 },
      { service: 'none', count: 2 },
    ]);
    expect(body.leadsByOrigin.origins.map((o: { key: string }) => o.key)).toEqual([
      'named:Google',
      'office',
      'other',
    ]);
    expect(body.leadsByOrigin.months).toEqual([
      {
        month: '2026-03',
        counts: [
          { key: 'named:Google', count: 1 },
          { key: 'office', count: 0 },
          { key: 'other', count: 0 },
        ],
      },
      {
        month: '2026-04',
        counts: [
          { key: 'named:Google', count: 1 },
          { key: 'office', count: 1 },
          { key: 'other', count: 2 },
        ],
      },
    ]);
    // Since 2026-03-16T10:00Z, not archived: the April job with its offer, the two without a user.
    expect(body.recentJobs).toEqual({
      since: '2026-03-16T10:00:00.000Z',
      withOffers: 1,
      withoutOffers: 2,
      total: 3,
    });
  });

  it('ends February where Zurich does', async () => {
    const body = (await get(owner, '?from=2026-02&to=2026-02')).json();
    expect(body.offers.totals).toMatchObject({ sent: 1, accepted: 0 });
    expect(body.revenue[0].months).toEqual([{ month: '2026-02', invoiced: 50_000, paid: 0 }]);
    expect(body.jobsByService).toContainEqual({ service: 'relocation', count: 1 });
  });

  it('reads the last twelve months when no period is given', async () => {
    const body = (await get(owner)).json();
    expect(body.from).toBe('2025-05');
    expect(body.to).toBe('2026-04');
    expect(body.months).toHaveLength(12);
    expect(body.offers.totals.sent).toBe(8);
  });

  it('refuses a backwards or too long period, in the caller language', async () => {
    const backwards = await get(owner, '?from=2026-04&to=2026-03', 'de');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields.to).toEqual({
      code: 'error_analytics_period',
      message: expect.stringMatching(/Zeitraum/),
    });
    const long = await get(owner, '?from=2020-01', 'en');
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toMatch(/at most 60 months/);
    expect((await get(owner, '?from=2026-4')).statusCode).toBe(400);
  });

  it('is the owner view: a USER is refused', async () => {
    const response = await get(user);
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/analytics, jobs from the web inquiry form', () => {
  it('counts a web-form job (contracts.origin WEB_FORM) in the "web form" series, not by its customer origin', async () => {
    const company = await t.make.company({ timeZone: 'Europe/Zurich' });
    const staff = await t.make.user(company.id, { role: 'OWNER' });
    const session = await signIn(t.app, staff.email);
    // Two web-form jobs (no user entered them; one customer has an origin), one office job.
    for (const [createdAt, origin] of [
      ['2026-03-31T22:30:00Z', null],
      ['2026-04-02T08:00:00Z', 'Google'],
    ] as const) {
      await t.database.db.insert(contracts).values({
        companyId: company.id,
        number: ++serial,
        customerId: await customer(company.id, origin),
        vatRate: 7.7,
        currency: 'CHF',
        details: contractDetailsSchema.parse({}),
        origin: 'WEB_FORM',
        createdByUserId: null,
        createdAt: new Date(createdAt),
      });
    }
    await contract(company.id, { createdAt: '2026-03-10T08:00:00Z', by: staff.id });
    const body = (await get(session, '?from=2026-03&to=2026-04')).json();
    expect(body.leadsByOrigin.origins).toContainEqual(
      expect.objectContaining({ key: 'webForm', kind: 'webForm' }),
    );
    // No named series for the web-form job's customer "Google"; "office" and "other" are always shown.
    expect(body.leadsByOrigin.origins.map((o: { key: string }) => o.key)).toEqual([
      'webForm',
      'office',
      'other',
    ]);
    expect(body.leadsByOrigin.months).toEqual([
      {
        month: '2026-03',
        counts: [
          { key: 'webForm', count: 0 },
          { key: 'office', count: 1 },
          { key: 'other', count: 0 },
        ],
      },
      {
        month: '2026-04',
        counts: [
          { key: 'webForm', count: 2 },
          { key: 'office', count: 0 },
          { key: 'other', count: 0 },
        ],
      },
    ]);
  });
});
