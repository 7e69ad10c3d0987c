import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages } from '../../db/schema/index.ts';
import { createTenant, createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';
import { ADMIN_HOST, BILLING_ENV, COMPANY_ADDRESS } from './platform-invoices-test-support.ts';

// The company's side of the platform's invoices (issue 16): its OWNERs see their own, a USER is
// refused, another company's invoice is unknown.
let t: TestApp;
let admin: Session;
let tenant: Awaited<ReturnType<typeof createTenant>>;
const NOW = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW }, BILLING_ENV);
  admin = await signIn(t.app, (await t.make.admin()).email, { host: ADMIN_HOST });
  const [pkg] = await t.database.db.insert(packages).values({ name: 'Pro', priceCents: 4_900 }).returning();
  tenant = await createTenant(t, { company: { packageId: pkg!.id, ...COMPANY_ADDRESS } });
});
afterAll(() => t.close());

const call = (session: Session, url: string, language = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...session.headers, 'accept-language': language } });
const bill = (companyId: string, period: string) =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/admin/maxer-invoices',
      headers: admin.headers,
      payload: { companyId, period },
    })
    .then((response) => response.json());

describe('/api/maxer-invoices', () => {
  it('lists and shows the company’s own invoices to an OWNER, with the pay information', async () => {
    const own = await bill(tenant.company.id, '2026-10');
    const late = await bill(tenant.company.id, '2026-09');
    await t.database.db.execute(
      sql`update platform_invoices set date = '2026-09-01', due_date = '2026-10-01' where id = ${late._id}`,
    );
    const other = await bill(tenant.stranger.company.id, '2026-10');

    const list = (await call(tenant.owner.session, '/api/maxer-invoices')).json();
    expect(list.items.map((row: { _id: string }) => row._id).sort()).toEqual([own._id, late._id].sort());
    expect(list.sums.overdueCents).toBe(late.totalCents);
    expect((await call(tenant.owner.session, `/api/maxer-invoices/${own._id}`)).json()).toMatchObject({
      number: own.number,
      paymentReference: own.paymentReference,
    });

    const pay = (await call(tenant.owner.session, '/api/maxer-invoices/pay')).json();
    expect(pay).toMatchObject({
      creditor: { name: 'Maxer AG', address: ['Bahnhofstrasse 1', '8001 Zürich'] },
      openCents: own.totalCents + late.totalCents,
      overdueCount: 1,
    });
    expect(pay.invoices[0]).toEqual({
      _id: late._id,
      number: late.number,
      date: '2026-09-01',
      dueDate: '2026-10-01',
      overdue: true,
      amountCents: late.totalCents,
      iban: 'CH4431999123000889012',
      reference: late.paymentReference,
      referenceType: 'QRR',
    });

    // Another company's invoice is unknown, its PDF too.
    for (const url of [`/api/maxer-invoices/${other._id}`, `/api/maxer-invoices/${other._id}/pdf`]) {
      const unknown = await call(tenant.owner.session, url);
      expect(unknown.statusCode, url).toBe(404);
    }
    const pdf = await call(tenant.owner.session, `/api/maxer-invoices/${own._id}/pdf?download=1`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Maxer-Invoice-${own.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a USER (403 error_owner_only) and the admin’s session on the company host', async () => {
    for (const url of ['/api/maxer-invoices', '/api/maxer-invoices/pay']) {
      const refused = await call(tenant.user.session, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.code).toBe('error_owner_only');
    }
    const adminElsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/maxer-invoices',
      headers: { ...admin.headers, host: 'localhost' },
    });
    expect(adminElsewhere.statusCode).toBeGreaterThanOrEqual(401);
  });

  it('keeps the admin routes from an OWNER (403)', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/maxer-invoices', undefined],
      ['POST', '/api/admin/maxer-invoices/billing-run', { period: '2026-11' }],
      ['POST', '/api/admin/maxer-invoices', { companyId: tenant.company.id, period: '2026-11' }],
    ] as const) {
      const refused = await t.app.inject({ method, url, headers: tenant.owner.session.headers, payload });
      expect(refused.statusCode, url).toBe(403);
    }
  });
});
