import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, packages } from '../../db/schema/index.ts';
import { sampleBankReference, sampleCamt054 } from '../../platform/bank-statements/camt-test-support.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';
import { ADMIN_HOST, BILLING_ENV, COMPANY_ADDRESS } from './platform-invoices-test-support.ts';

// The platform's bank statement (issue 16, admin side): a booking with a platform invoice's
// reference and exactly its total marks it PAID once; everything else is listed, nothing guessed.
let t: TestApp;
let admin: Session;
const NOW = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW }, BILLING_ENV);
  admin = await signIn(t.app, (await t.make.admin()).email, { host: ADMIN_HOST });
});
afterAll(() => t.close());

async function openInvoice(priceCents = 4_900) {
  const [pkg] = await t.database.db.insert(packages).values({ name: 'Pro', priceCents }).returning();
  const company = await t.make.company({ packageId: pkg!.id, ...COMPANY_ADDRESS });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/maxer-invoices',
    headers: admin.headers,
    payload: { companyId: company.id, period: '2026-11' },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string; number: number; totalCents: number; paymentReference: string };
}

const upload = (session: Session, file: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/maxer-invoices/bank-statement',
    headers: { ...session.headers, 'accept-language': 'de', 'content-type': 'application/xml' },
    payload: Buffer.from(file),
  });

const invoice = async (id: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/maxer-invoices/${id}`, headers: admin.headers })
  ).json();

describe('the platform’s bank statement', () => {
  it('marks the invoice whose reference and total a credit carries PAID (BANK, booking day), once', async () => {
    const paid = await openInvoice();
    const partial = await openInvoice(9_900);
    const bankReference = sampleBankReference();
    const file = sampleCamt054([
      { amount: paid.totalCents, reference: paid.paymentReference, bankReference, bookingDate: '2026-11-18' },
      { amount: partial.totalCents - 100, reference: partial.paymentReference },
      { amount: 1_000, reference: '210000000003139471430009017' },
      { amount: 5_000, direction: 'DBIT' },
    ]);
    const response = await upload(admin, file);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.recorded).toEqual([
      expect.objectContaining({
        invoice: { _id: paid._id, number: paid.number },
        amount: paid.totalCents,
        bookingDate: '2026-11-18',
        bankReference,
      }),
    ]);
    expect(result.left.map((entry: { reason: string }) => entry.reason)).toEqual([
      'partial',
      'unknownReference',
      'debit',
    ]);
    expect(await invoice(paid._id)).toMatchObject({
      status: 'PAID',
      paid: { on: '2026-11-18', method: 'BANK', note: bankReference },
    });
    expect((await invoice(partial._id)).status).toBe('OPEN');
    const recorded = await t.database.db
      .select({ action: activities.action })
      .from(activities)
      .where(eq(activities.entityId, paid._id));
    expect(recorded.map((entry) => entry.action)).toContain('update');

    // The same file again: nothing twice.
    const again = (await upload(admin, file)).json();
    expect(again.recorded).toEqual([]);
    expect(again.left.map((entry: { reason: string }) => entry.reason)).toEqual([
      'alreadyImported',
      'partial',
      'unknownReference',
      'debit',
    ]);
  });

  it('refuses a file that is not camt with nothing written, and is the platform admin’s alone', async () => {
    const open = await openInvoice();
    const refused = await upload(admin, '<html><body>kein camt</body></html>');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('error_bank_statement_not_camt');
    expect((await invoice(open._id)).status).toBe('OPEN');

    const company = await t.make.company();
    const owner = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
    const file = sampleCamt054([{ amount: open.totalCents, reference: open.paymentReference }]);
    expect((await upload(owner, file)).statusCode).toBe(403);
    expect((await invoice(open._id)).status).toBe('OPEN');
  });
});
