import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, invoices, notifications, payments, users } from '../../db/schema/index.ts';
import { sampleCamt054 } from '../../platform/bank-statements/camt-test-support.ts';
import { createTestApp, type Session, type TestApp } from '../../testing/index.ts';
import { invoiceTestKit } from '../invoices/invoice-test-support.ts';

let t: TestApp;
let kit: ReturnType<typeof invoiceTestKit>;
const now = new Date('2026-03-15T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  kit = invoiceTestKit(t);
});
afterAll(() => t.close());

const QR_IBAN = 'CH44 3199 9123 0008 8901 2';
const IBAN = 'CH93 0076 2011 6238 5295 7';

/** A company paid to a QR-IBAN (QR references) or an IBAN (RF references), with invoices of CHF 290.80. */
async function companyWith(iban: string, invoiceCount = 1) {
  const company = await kit.company({ vatRate: 7.7, iban });
  const customer = await kit.customer(company.owner);
  const list: { _id: string; number: number; total: number; reference: string }[] = [];
  for (let i = 0; i < invoiceCount; i++) {
    const response = await kit.call(company.user, 'POST', '/api/invoices', kit.freeInvoice(customer._id));
    if (response.statusCode !== 201) throw new Error(response.body);
    const invoice = response.json() as { _id: string; number: number; total: number };
    const [row] = await t.database.db
      .select({ reference: invoices.paymentReference })
      .from(invoices)
      .where(eq(invoices.id, invoice._id));
    list.push({ ...invoice, reference: row!.reference! });
  }
  return { ...company, customer, invoices: list };
}

function upload(session: Session, file: string | Buffer, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/bank-statement',
    headers: { ...session.headers, 'accept-language': language, 'content-type': 'application/xml' },
    payload: typeof file === 'string' ? Buffer.from(file) : file,
  });
}

const userOf = async (companyId: string, role: 'OWNER' | 'USER') =>
  (
    await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.role, role)))
  )[0]!.id;

const invoiceState = async (session: Session, id: string) =>
  (await kit.call(session, 'GET', `/api/invoices/${id}`)).json() as {
    paid: number;
    unpaid: number;
    state: string;
  };

const paymentsOf = (companyId: string) =>
  t.database.db
    .select({
      amount: payments.amount,
      method: payments.method,
      date: payments.date,
      bankReference: payments.bankReference,
      createdByUserId: payments.createdByUserId,
    })
    .from(payments)
    .where(eq(payments.companyId, companyId));

describe('bank statement import', () => {
  it('records a QR-referenced credit of the open amount as a BANK payment: paid, activity, colleagues told', async () => {
    const company = await companyWith(QR_IBAN);
    const [invoice] = company.invoices;
    expect(invoice!.reference).toMatch(/^\d{27}$/);
    const file = sampleCamt054([
      {
        amount: 29_080,
        reference: invoice!.reference,
        bankReference: 'ZKB-1',
        bookingDate: '2026-03-13',
        debtorName: 'Erika Muster',
      },
    ]);
    const response = await upload(company.user, file);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'camt.054',
      version: '08',
      entries: 1,
      recorded: [
        {
          invoice: { _id: invoice!._id, number: invoice!.number, currency: 'CHF' },
          customerName: 'Erika Muster',
          amount: 29_080,
          bookingDate: '2026-03-13',
          bankReference: 'ZKB-1',
          debtorName: 'Erika Muster',
        },
      ],
      left: [],
    });
    expect(await invoiceState(company.user, invoice!._id)).toMatchObject({
      paid: 29_080,
      unpaid: 0,
      state: 'paid',
    });
    const [payment] = await paymentsOf(company.id);
    expect(payment).toMatchObject({
      amount: 29_080,
      method: 'BANK',
      date: '2026-03-13',
      bankReference: 'ZKB-1',
    });
    // Attributed to the person who imported it, like a payment typed in.
    expect(payment!.createdByUserId).toBe(await userOf(company.id, 'USER'));
    const detail = await kit.call(
      company.user,
      'GET',
      `/api/payments/${response.json().recorded[0].paymentId}`,
    );
    expect(detail.json()).toMatchObject({ method: 'BANK', bankReference: 'ZKB-1' });
    const logged = await t.database.db
      .select({ changes: activities.changes })
      .from(activities)
      .where(and(eq(activities.companyId, company.id), eq(activities.entityType, 'payment')));
    expect(logged[0]!.changes).toMatchObject({ bankReference: [null, 'ZKB-1'], amount: [null, 29_080] });
    // The owner (a colleague) is told, as for any payment.
    const told = await t.database.db
      .select({ kind: notifications.kind, userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.companyId, company.id));
    expect(told).toEqual([{ kind: 'paymentRecorded', userId: await userOf(company.id, 'OWNER') }]);
  });

  it('matches an RF creditor reference however it is spaced or cased', async () => {
    const company = await companyWith(IBAN, 2);
    const [first, second] = company.invoices;
    expect(first!.reference).toMatch(/^RF\d{2}\d+$/);
    const spaced = `${second!.reference.slice(0, 4).toLowerCase()} ${second!.reference.slice(4)}`;
    const response = await upload(
      company.user,
      sampleCamt054([
        { amount: 29_080, reference: first!.reference, referenceType: 'SCOR' },
        { amount: 29_080, reference: spaced, referenceType: 'SCOR' },
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().recorded.map((r: { invoice: { number: number } }) => r.invoice.number)).toEqual([
      first!.number,
      second!.number,
    ]);
  });

  it('records nothing twice: the same file again, and the same booking in another file', async () => {
    const company = await companyWith(QR_IBAN, 2);
    const [first, second] = company.invoices;
    const file = sampleCamt054([{ amount: 10_000, reference: first!.reference, bankReference: 'B-1' }]);
    // A partial amount is only listed; the exact one is recorded.
    const exact = sampleCamt054([{ amount: 29_080, reference: second!.reference, bankReference: 'B-2' }]);
    expect((await upload(company.user, exact)).json().recorded).toHaveLength(1);
    const again = await upload(company.user, exact);
    expect(again.json()).toMatchObject({
      recorded: [],
      left: [
        { reason: 'alreadyImported', bankReference: 'B-2', invoice: { number: second!.number, unpaid: 0 } },
      ],
    });
    // camt.053 of the same day carries the same booking (its bank reference) in another shape.
    const statement = sampleCamt054(
      [{ amount: 29_080, reference: second!.reference, bankReference: 'B-2' }],
      {
        version: '04',
      },
    );
    expect((await upload(company.owner, statement)).json().left).toEqual([
      expect.objectContaining({ reason: 'alreadyImported' }),
    ]);
    expect((await upload(company.user, file)).json().left[0].reason).toBe('partial');
    expect(await paymentsOf(company.id)).toHaveLength(1);
    expect(await invoiceState(company.user, second!._id)).toMatchObject({ paid: 29_080 });
  });

  it('the same booking twice in one file is recorded once', async () => {
    const company = await companyWith(QR_IBAN);
    const [invoice] = company.invoices;
    const booking = { amount: 29_080, reference: invoice!.reference, bankReference: 'TWICE-1' };
    const response = await upload(company.user, sampleCamt054([booking, booking]));
    expect(response.json()).toMatchObject({
      recorded: [{ bankReference: 'TWICE-1' }],
      left: [{ entry: 2, reason: 'alreadyImported', invoice: { unpaid: 0 } }],
    });
    expect(await paymentsOf(company.id)).toHaveLength(1);
  });

  it('two uploads of one file at once record it once', async () => {
    const company = await companyWith(QR_IBAN);
    const file = sampleCamt054([
      { amount: 29_080, reference: company.invoices[0]!.reference, bankReference: 'RACE-1' },
    ]);
    const answers = await Promise.all([upload(company.user, file), upload(company.owner, file)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.flatMap((a) => a.json().recorded)).toHaveLength(1);
    expect(await paymentsOf(company.id)).toHaveLength(1);
  });

  it('lists partial, overpaid, paid, unknown, debit, pending, reference-less and other-currency bookings, recording none', async () => {
    const company = await companyWith(QR_IBAN, 3);
    const [a, b, c] = company.invoices;
    await kit.pay(company.id, c!._id, 29_080);
    const response = await upload(
      company.user,
      sampleCamt054([
        { amount: 10_000, reference: a!.reference },
        { amount: 30_000, reference: b!.reference },
        { amount: 29_080, reference: c!.reference },
        { amount: 29_080, reference: '000000000000000000000099990' },
        { amount: 500, direction: 'DBIT' },
        { amount: 29_080, reference: a!.reference, status: 'PDNG' },
        { amount: 7_500 },
        { amount: 29_080, reference: a!.reference, bankReference: null },
        { amount: 29_080, reference: a!.reference, currency: 'EUR' },
      ]),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.recorded).toEqual([]);
    expect(body.left.map((l: { entry: number; reason: string }) => [l.entry, l.reason])).toEqual([
      [1, 'partial'],
      [2, 'overpaid'],
      [3, 'invoicePaid'],
      [4, 'unknownReference'],
      [5, 'debit'],
      [6, 'notBooked'],
      [7, 'noReference'],
      [8, 'noBankReference'],
      [9, 'currencyDiffers'],
    ]);
    expect(body.left[0]).toMatchObject({
      amount: 10_000,
      currency: 'CHF',
      reference: a!.reference,
      invoice: { _id: a!._id, number: a!.number, unpaid: 29_080, currency: 'CHF' },
    });
    expect(body.left[3].invoice).toBeNull();
    expect(await paymentsOf(company.id)).toHaveLength(1);
  });

  it("never matches another company's invoice: its reference is unknown here", async () => {
    const mine = await companyWith(QR_IBAN);
    // The other company's third invoice: a reference this company has no invoice for.
    const other = await companyWith(QR_IBAN, 3);
    const theirs = other.invoices[2]!;
    expect(mine.invoices.some((i) => i.reference === theirs.reference)).toBe(false);
    const response = await upload(
      mine.user,
      sampleCamt054([{ amount: 29_080, reference: theirs.reference }]),
    );
    expect(response.json()).toMatchObject({
      recorded: [],
      left: [{ reason: 'unknownReference', invoice: null }],
    });
    expect(await invoiceState(other.user, theirs._id)).toMatchObject({ paid: 0 });
    expect(await paymentsOf(other.id)).toHaveLength(0);
  });

  it('refuses a file that is not camt, damaged or too large, in both languages, writing nothing', async () => {
    const company = await companyWith(QR_IBAN);
    const good = { amount: 29_080, reference: company.invoices[0]!.reference };
    const pdf = await upload(company.user, Buffer.from('%PDF-1.7\n...'));
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().error.code).toBe('error_bank_statement_not_camt');
    const german = await upload(company.user, '<html></html>', 'de');
    expect(german.json().error.message).toContain('keine ISO-20022-Kontoinformation');
    // The first booking is good, the file breaks later: nothing of it is recorded.
    const broken = sampleCamt054([good, { amount: 100 }]).replace('</Ntfctn>', '');
    const damaged = await upload(company.user, broken);
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json().error).toMatchObject({
      code: 'error_bank_statement_malformed',
      params: { line: expect.any(Number) },
    });
    const badEntry = sampleCamt054([good, { amount: 100 }]).replace(
      '<Amt Ccy="CHF">1.00</Amt>',
      '<Amt Ccy="CHF">1,00</Amt>',
    );
    expect((await upload(company.user, badEntry)).json().error).toMatchObject({
      code: 'error_bank_statement_entry_invalid',
      params: { entry: 2 },
    });
    const old = sampleCamt054([good]).replace('camt.054.001.08', 'camt.054.001.02');
    expect((await upload(company.user, old)).json().error.code).toBe('error_bank_statement_version');
    const huge = await upload(company.user, Buffer.alloc(21 * 1024 * 1024, 0x20));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toMatchObject({ code: 'error_bank_statement_too_large', params: { max: 20 } });
    expect((await upload(company.user, Buffer.alloc(0))).json().error.code).toBe(
      'error_bank_statement_not_camt',
    );
    expect(await paymentsOf(company.id)).toHaveLength(0);
    expect(await invoiceState(company.user, company.invoices[0]!._id)).toMatchObject({ paid: 0 });
  });

  it('reads the sample files of the parser tests through the API', async () => {
    const company = await companyWith(QR_IBAN);
    const file = readFileSync(
      new URL('../../platform/bank-statements/test-files/camt054-v08-batched.xml', import.meta.url),
    );
    const response = await upload(company.user, file);
    expect(response.statusCode).toBe(200);
    // Invoice 1 of this company is paid by the first transaction of the batch (CHF 290.80, QR …11).
    expect(company.invoices[0]!.reference).toBe('000000000000000000000000011');
    expect(response.json().recorded).toEqual([
      expect.objectContaining({ amount: 29_080, bankReference: 'ZKB20260314A001-T1' }),
    ]);
    expect(response.json().left.map((l: { reason: string }) => l.reason)).toEqual([
      'unknownReference',
      'unknownReference',
      'debit',
      'noReference',
      'notBooked',
    ]);
  });
});

describe('recording a listed booking by decision', () => {
  it('records a partial payment with its bank reference; the next import knows it', async () => {
    const company = await companyWith(QR_IBAN);
    const [invoice] = company.invoices;
    const file = sampleCamt054([{ amount: 10_000, reference: invoice!.reference, bankReference: 'PART-1' }]);
    expect((await upload(company.user, file)).json().left[0].reason).toBe('partial');
    const body = { invoiceId: invoice!._id, amount: 10_000, date: '2026-03-14', bankReference: 'PART-1' };
    const recorded = await kit.call(company.user, 'POST', '/api/payments/bank-entry', body);
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toMatchObject({ amount: 10_000, method: 'BANK', bankReference: 'PART-1' });
    expect(await invoiceState(company.user, invoice!._id)).toMatchObject({ paid: 10_000, unpaid: 19_080 });
    const twice = await kit.call(company.user, 'POST', '/api/payments/bank-entry', body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('error_bank_entry_already_imported');
    expect((await upload(company.user, file)).json().left[0].reason).toBe('alreadyImported');
    // Not more than is open, like any payment; another company's invoice is not found.
    const tooMuch = await kit.call(company.user, 'POST', '/api/payments/bank-entry', {
      ...body,
      amount: 20_000,
      bankReference: 'PART-2',
    });
    expect(tooMuch.json().error.code).toBe('error_payment_more_then_invoice_amount');
    const other = await companyWith(QR_IBAN);
    const foreign = await kit.call(other.user, 'POST', '/api/payments/bank-entry', {
      ...body,
      bankReference: 'X',
    });
    expect(foreign.statusCode).toBe(404);
  });
});
