import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  mailAttachments,
  mailOutbox,
  packages,
  platformInvoices,
  users,
} from '../../db/schema/index.ts';
import { createTestApp, type Session, signIn, TEST_PASSWORD, type TestApp } from '../../testing/index.ts';
import { PLATFORM_INVOICE_MAIL_JOB } from './platform-invoice-mail-job.ts';
import { ADMIN_HOST, BILLING_ENV, COMPANY_ADDRESS } from './platform-invoices-test-support.ts';

// The platform's invoices to its companies (issue 16): gapless numbers, one per company and month,
// OPEN → PAID or CANCEL and read-only after, overdue computed, the billing run idempotent.
let t: TestApp;
let admin: Session;
const NOW = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW }, BILLING_ENV);
  admin = await signIn(t.app, (await t.make.admin()).email, { host: ADMIN_HOST });
});
afterAll(() => t.close());

const call = (
  session: Session,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  language = 'en',
) => t.app.inject({ method, url, headers: { ...session.headers, 'accept-language': language }, payload });

async function pricedCompany(priceCents = 4_900, values: object = {}) {
  const [pkg] = await t.database.db.insert(packages).values({ name: 'Pro', priceCents }).returning();
  return t.make.company({ packageId: pkg!.id, ...COMPANY_ADDRESS, ...values });
}

const create = (body: object) => call(admin, 'POST', '/api/admin/maxer-invoices', body);

describe('creating a platform invoice', () => {
  it('bills the package’s monthly price plus VAT, snapshots the company, fixes a QR reference', async () => {
    const company = await pricedCompany(4_900);
    const response = await create({ companyId: company.id, period: '2026-11' });
    expect(response.statusCode).toBe(201);
    const invoice = response.json();
    expect(invoice).toMatchObject({
      company: { _id: company.id, name: company.name, address: { street: 'Seeweg', postcode: '3000' } },
      period: '2026-11',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      date: '2026-11-20',
      dueDate: '2026-12-20',
      lines: [{ description: 'Maxer Pro 11.2026', quantity: 1, unitPriceCents: 4_900, amountCents: 4_900 }],
      vatRate: 8.1,
      netCents: 4_900,
      vatCents: 397,
      totalCents: 5_297,
      status: 'OPEN',
      overdue: false,
      paymentIban: 'CH4431999123000889012',
      paid: null,
      canceled: null,
    });
    expect(invoice.paymentReference).toMatch(/^\d{27}$/);
    expect(invoice.paymentReference.slice(0, 26)).toBe(String(invoice.number).padStart(26, '0'));

    // The document keeps the company as billed, whatever it becomes.
    await t.database.db.execute(sql`update companies set name = 'Renamed AG' where id = ${company.id}`);
    const again = (await call(admin, 'GET', `/api/admin/maxer-invoices/${invoice._id}`)).json();
    expect(again.company.name).toBe(company.name);
  });

  it('takes editable lines as given; one invoice per company and month; error_no_package without lines', async () => {
    const company = await pricedCompany();
    const lines = [
      { description: 'Einrichtung', quantity: 1, unitPriceCents: 10_000 },
      { description: 'Zusatzbenutzer', quantity: 2.5, unitPriceCents: 1_000 },
    ];
    const custom = (await create({ companyId: company.id, period: '2026-10', lines })).json();
    expect(custom).toMatchObject({ netCents: 12_500, vatCents: 1_013, totalCents: 13_513 });
    const twice = await create({ companyId: company.id, period: '2026-10' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({
      code: 'error_platform_invoice_period_billed',
      params: { period: '2026-10' },
    });
    // A one-off without a period is never "the period's" invoice.
    expect((await create({ companyId: company.id, lines })).statusCode).toBe(201);

    const bare = await t.make.company({ packageId: null });
    const none = await create({ companyId: bare.id, period: '2026-11' });
    expect(none.statusCode).toBe(422);
    expect(none.json().error).toEqual({ code: 'error_no_package', message: 'There is no Package' });
    expect((await create({ companyId: bare.id, period: '2026-11', lines })).statusCode).toBe(201);
  });

  it('numbers gaplessly across refusals: a refused invoice gives its number back', async () => {
    const company = await pricedCompany();
    const first = (await create({ companyId: company.id, period: '2026-01' })).json();
    expect((await create({ companyId: company.id, period: '2026-01' })).statusCode).toBe(409);
    const second = (await create({ companyId: company.id, period: '2026-02' })).json();
    expect(second.number).toBe(first.number + 1);
    const numbers = (await t.database.db.select({ n: platformInvoices.number }).from(platformInvoices)).map(
      (r) => r.n,
    );
    numbers.sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });
});

describe('paying, canceling, editing', () => {
  it('edits while OPEN, then marks paid (date, method, who) and refuses every change after', async () => {
    const company = await pricedCompany(10_000);
    const invoice = (await create({ companyId: company.id, period: '2026-09' })).json();
    const edited = await call(admin, 'PUT', `/api/admin/maxer-invoices/${invoice._id}`, {
      lines: [{ description: 'Pro, halber Monat', quantity: 0.5, unitPriceCents: 10_000 }],
      dueDate: '2026-12-31',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      netCents: 5_000,
      vatCents: 405,
      totalCents: 5_405,
      dueDate: '2026-12-31',
    });
    const early = await call(admin, 'PUT', `/api/admin/maxer-invoices/${invoice._id}`, {
      lines: invoice.lines,
      dueDate: '2026-01-01',
    });
    expect(early.json().error.fields).toEqual({
      dueDate: { code: 'error_field_invalid', message: expect.any(String) },
    });

    const paid = await call(admin, 'POST', `/api/admin/maxer-invoices/${invoice._id}/paid`, {
      paidOn: '2026-11-19',
      method: 'BANK',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'PAID',
      paid: { on: '2026-11-19', method: 'BANK', note: null, by: expect.stringContaining(' ') },
    });
    for (const [url, body] of [
      [`/api/admin/maxer-invoices/${invoice._id}/paid`, { paidOn: '2026-11-19', method: 'CASH' }],
      [`/api/admin/maxer-invoices/${invoice._id}/cancel`, { reason: 'zu spät' }],
    ] as const) {
      const refused = await call(admin, 'POST', url, body);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().error.code).toBe('error_platform_invoice_not_open');
    }
    const change = await call(admin, 'PUT', `/api/admin/maxer-invoices/${invoice._id}`, {
      lines: invoice.lines,
      dueDate: '2026-12-31',
    });
    expect(change.statusCode).toBe(409);
    const recorded = await t.database.db
      .select({ action: activities.action, changes: activities.changes })
      .from(activities)
      .where(eq(activities.entityId, invoice._id));
    expect(recorded.map((row) => row.action).sort()).toEqual(['create', 'update', 'update']);
  });

  it('cancels with a reason: the number stays taken, the period may be billed again', async () => {
    const company = await pricedCompany();
    const invoice = (await create({ companyId: company.id, period: '2026-08' })).json();
    const canceled = await call(admin, 'POST', `/api/admin/maxer-invoices/${invoice._id}/cancel`, {
      reason: 'Falscher Betrag',
    });
    expect(canceled.json()).toMatchObject({ status: 'CANCEL', canceled: { reason: 'Falscher Betrag' } });
    expect(
      (
        await call(admin, 'POST', `/api/admin/maxer-invoices/${invoice._id}/paid`, {
          paidOn: '2026-11-19',
          method: 'BANK',
        })
      ).statusCode,
    ).toBe(409);
    const replacement = (await create({ companyId: company.id, period: '2026-08' })).json();
    expect(replacement.number).toBeGreaterThan(invoice.number);
    expect((await call(admin, 'GET', `/api/admin/maxer-invoices/${invoice._id}`)).json().number).toBe(
      invoice.number,
    );
  });
});

describe('the list', () => {
  it('filters by company, status (overdue computed) and period, pages, and sums the filtered list', async () => {
    const company = await pricedCompany(1_000);
    const ids: string[] = [];
    for (const period of ['2025-01', '2025-02', '2025-03', '2025-04']) {
      ids.push((await create({ companyId: company.id, period })).json()._id);
    }
    // One is overdue (due yesterday in Zurich), one paid, one canceled, one open and not yet due.
    await t.database.db.execute(
      sql`update platform_invoices set date = '2026-10-01', due_date = '2026-11-19' where id = ${ids[0]}`,
    );
    await call(admin, 'POST', `/api/admin/maxer-invoices/${ids[1]}/paid`, {
      paidOn: '2026-11-19',
      method: 'BANK',
    });
    await call(admin, 'POST', `/api/admin/maxer-invoices/${ids[2]}/cancel`, { reason: 'Test' });

    const list = (q: string) =>
      call(admin, 'GET', `/api/admin/maxer-invoices?companyId=${company.id}${q}`).then((r) => r.json());
    const all = await list('&pageSize=2&sort=number');
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(all.items.map((row: { _id: string }) => row._id)).toEqual(ids.slice(0, 2));
    expect(all.sums).toEqual({
      totalCents: 3 * 1_081,
      openCents: 2 * 1_081,
      overdueCents: 1_081,
      paidCents: 1_081,
    });
    const overdue = await list('&status=OVERDUE');
    expect(overdue.items.map((row: { _id: string; overdue: boolean }) => [row._id, row.overdue])).toEqual([
      [ids[0], true],
    ]);
    expect((await list('&status=OPEN')).total).toBe(2);
    expect((await list('&status=CANCEL')).items[0]._id).toBe(ids[2]);
    expect((await list('&period=2025-04')).items.map((row: { _id: string }) => row._id)).toEqual([ids[3]]);
    expect((await list('&status=LATE')).error?.fields).toHaveProperty('status');
  });
});

describe('the billing run', () => {
  it('bills every active company with a package once, mails its owners with the PDF in their language, counts the rest', async () => {
    const period = '2027-01';
    const billed = await pricedCompany(2_000);
    const owner = await t.make.user(billed.id, { role: 'OWNER', language: 'en' });
    const germanOwner = await t.make.user(billed.id, { role: 'OWNER', language: 'de' });
    await t.make.user(billed.id, { role: 'USER' });
    await pricedCompany(2_000, { active: false });
    const before = await call(admin, 'POST', '/api/admin/maxer-invoices/billing-run', { period });
    expect(before.statusCode).toBe(200);
    const first = before.json();
    expect(first.created).toBeGreaterThanOrEqual(1);
    const again = (await call(admin, 'POST', '/api/admin/maxer-invoices/billing-run', { period })).json();
    expect(again).toEqual({
      period,
      created: 0,
      skipped: first.created + first.skipped,
      withoutPackage: first.withoutPackage,
    });
    const rows = await t.database.db
      .select({ id: platformInvoices.id, companyId: platformInvoices.companyId })
      .from(platformInvoices)
      .where(eq(platformInvoices.periodStart, '2027-01-01'));
    expect(rows.filter((row) => row.companyId === billed.id)).toHaveLength(1);

    // The owners' e-mails are written by a job queued with each invoice (a worker would run it now).
    const outcomes = await t.app.jobs.runDue(PLATFORM_INVOICE_MAIL_JOB, { batchSize: 100 });
    expect(outcomes.length).toBeGreaterThanOrEqual(1);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(await t.app.jobs.runDue(PLATFORM_INVOICE_MAIL_JOB)).toEqual([]);

    const mails = await t.database.db
      .select({ id: mailOutbox.id, to: mailOutbox.recipient, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.companyId, billed.id));
    expect(mails.map((mail) => mail.to).sort()).toEqual([owner.email, germanOwner.email].sort());
    const english = mails.find((mail) => mail.to === owner.email)!;
    expect(english.subject).toMatch(/^Maxer invoice no\. \d+ for 01\.2027$/);
    expect(mails.find((mail) => mail.to === germanOwner.email)!.subject).toMatch(
      /^Maxer-Rechnung Nr\. \d+ für 01\.2027$/,
    );
    const [file] = await t.database.db
      .select({ filename: mailAttachments.filename, contentType: mailAttachments.contentType })
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, english.id));
    expect(file).toEqual({
      filename: expect.stringMatching(/^Maxer-Invoice-\d+\.pdf$/),
      contentType: 'application/pdf',
    });
  });

  it('writes to an owner in the language they last signed in with', async () => {
    const company = await pricedCompany();
    const owner = await t.make.user(company.id, { role: 'OWNER' });
    expect(owner.language).toBe('de');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'localhost', 'accept-language': 'en' },
      payload: { email: owner.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, owner.id));
    expect(row!.language).toBe('en');
  });

  it('run twice at once, bills each company once and keeps the numbers gapless', async () => {
    const period = '2027-02';
    for (let index = 0; index < 3; index++) await pricedCompany(3_000);
    const [a, b] = await Promise.all([
      call(admin, 'POST', '/api/admin/maxer-invoices/billing-run', { period }),
      call(admin, 'POST', '/api/admin/maxer-invoices/billing-run', { period }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [one, two] = [a.json(), b.json()];
    const rows = await t.database.db
      .select({ companyId: platformInvoices.companyId })
      .from(platformInvoices)
      .where(eq(platformInvoices.periodStart, '2027-02-01'));
    expect(one.created + two.created).toBe(rows.length);
    expect(new Set(rows.map((row) => row.companyId)).size).toBe(rows.length);
    const numbers = (await t.database.db.select({ n: platformInvoices.number }).from(platformInvoices)).map(
      (r) => r.n,
    );
    numbers.sort((x, y) => x - y);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it('refuses a malformed period', async () => {
    const bad = await call(admin, 'POST', '/api/admin/maxer-invoices/billing-run', { period: '2027-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('period');
  });
});

describe('without the platform’s creditor data', () => {
  it('answers error_platform_billing_not_configured naming what is missing, in both languages', async () => {
    const bare = await createTestApp({}, { PLATFORM_BILLING_NAME: 'Maxer AG' });
    try {
      const session = await signIn(bare.app, (await bare.make.admin()).email, { host: ADMIN_HOST });
      const company = await bare.make.company();
      for (const [url, body] of [
        ['/api/admin/maxer-invoices', { companyId: company.id, period: '2026-11' }],
        ['/api/admin/maxer-invoices/billing-run', { period: '2026-11' }],
      ] as const) {
        const refused = await bare.app.inject({
          method: 'POST',
          url,
          headers: { ...session.headers, 'accept-language': 'en' },
          payload: body,
        });
        expect(refused.statusCode, url).toBe(422);
        expect(refused.json().error).toEqual({
          code: 'error_platform_billing_not_configured',
          params: {
            missing:
              'PLATFORM_BILLING_STREET, PLATFORM_BILLING_POSTCODE, PLATFORM_BILLING_TOWN, PLATFORM_BILLING_IBAN',
          },
          message:
            'Platform billing is not configured: PLATFORM_BILLING_STREET, PLATFORM_BILLING_POSTCODE, PLATFORM_BILLING_TOWN, PLATFORM_BILLING_IBAN missing in the server configuration.',
        });
      }
      const german = await bare.app.inject({
        method: 'POST',
        url: '/api/admin/maxer-invoices/billing-run',
        headers: { ...session.headers, 'accept-language': 'de' },
        payload: { period: '2026-11' },
      });
      expect(german.json().error.message).toMatch(/^Die Plattform-Rechnungsstellung ist nicht eingerichtet/);
      expect(await bare.database.db.select().from(platformInvoices)).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
