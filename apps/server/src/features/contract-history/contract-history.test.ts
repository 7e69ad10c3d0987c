import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, offers } from '../../db/schema/index.ts';
import { createTestApp, type Session, type TestApp } from '../../testing/index.ts';
import { invoiceTestKit } from '../invoices/invoice-test-support.ts';
import { acceptThroughLink } from '../offers/offer-test-support.ts';

let t: TestApp;
let kit: ReturnType<typeof invoiceTestKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = invoiceTestKit(t);
});
afterAll(() => t.close());

interface Entry {
  at: string;
  kind: string;
  actorName: string | null;
  recipient: string | null;
  subject: string | null;
  mailKind: string | null;
  reason: string | null;
  invoiceNumber: number | null;
  amount: number | null;
  acceptedServices: string[] | null;
  customStatusId: string | null;
}

const history = (session: Session, contractId: string) =>
  kit.call(session, 'GET', `/api/contracts/${contractId}/history`);

/** The offer link's token of the latest offer mail to this job's customer. */
async function sendOffer(session: Session, contractId: string) {
  const sent = await kit.call(session, 'POST', `/api/contracts/${contractId}/offers`, {
    validUntil: '2099-12-31',
  });
  expect(sent.statusCode).toBe(201);
  const offer = sent.json() as { _id: string };
  const [mail] = await t.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.relatedId, offer._id));
  return /accept-contract\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
}

describe("a job's history", () => {
  it('lists, oldest first, the job, its offer, the acceptance, the invoice, its payment and their e-mails', async () => {
    const company = await kit.company({ vatRate: 8.1 });
    const customer = await kit.customer(company.owner, 'Zeitstrahl');
    const job = await kit.contract(company.owner, customer._id);
    await acceptThroughLink(t, company.user, job._id, ['relocation', 'cleaning']);
    const [accepted] = (await kit.call(company.owner, 'GET', `/api/offers?contractId=${job._id}`)).json()
      .items as { _id: string }[];
    const detail = (await kit.call(company.owner, 'GET', `/api/offers/${accepted!._id}`)).json();
    // What the job page shows of the acceptance: the choice, the terms agreed, where it came from.
    expect(detail.acceptance).toMatchObject({
      acceptedServices: ['cleaning', 'relocation'],
      termsAccepted: true,
      ip: expect.any(String),
    });
    const invoice = (await kit.call(company.owner, 'POST', `/api/contracts/${job._id}/invoice`)).json() as {
      _id: string;
      number: number;
      total: number;
    };
    expect((await kit.call(company.owner, 'POST', `/api/invoices/${invoice._id}/send`, {})).statusCode).toBe(
      201,
    );
    const paid = await kit.call(company.user, 'POST', `/api/invoices/${invoice._id}/payments`, {
      amount: 10_000,
      method: 'BANK',
      date: '2026-03-14',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(paid.statusCode).toBe(201);
    // The offer's e-mail went out; the invoice's failed.
    await t.database.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date() })
      .where(and(eq(mailOutbox.companyId, company.id), eq(mailOutbox.kind, 'offer')));
    await t.database.db
      .update(mailOutbox)
      .set({ status: 'failed', lastError: '550 mailbox unavailable' })
      .where(and(eq(mailOutbox.companyId, company.id), eq(mailOutbox.kind, 'invoice')));

    const response = await history(company.user, job._id);
    expect(response.statusCode).toBe(200);
    const { items, truncated } = response.json() as { items: Entry[]; truncated: boolean };
    expect(truncated).toBe(false);
    const times = items.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const kinds = items.map((entry) => entry.kind);
    expect(kinds.slice(0, 4)).toEqual(['created', 'offerSent', 'offerViewed', 'offerAccepted']);
    expect(kinds).toContain('invoiceCreated');
    expect(kinds.indexOf('invoiceCreated')).toBeGreaterThan(kinds.indexOf('offerAccepted'));
    expect(kinds.indexOf('paymentRecorded')).toBeGreaterThan(kinds.indexOf('invoiceCreated'));
    // The sending of the offer is told once (by the offer), not again as an edit of the job.
    expect(kinds.filter((kind) => kind === 'edited')).toEqual([]);

    const byKind = (kind: string) => items.filter((entry) => entry.kind === kind);
    expect(byKind('created')[0]!.actorName).toMatch(/\S+ \S+/);
    expect(byKind('offerSent')[0]).toMatchObject({ recipient: 'zeitstrahl@example.ch' });
    expect(byKind('offerSent')[0]!.actorName).toMatch(/\S+ \S+/);
    expect(byKind('offerAccepted')[0]).toMatchObject({ acceptedServices: ['cleaning', 'relocation'] });
    expect(byKind('invoiceCreated')[0]).toMatchObject({
      invoiceNumber: invoice.number,
      amount: invoice.total,
    });
    expect(byKind('paymentRecorded')[0]).toMatchObject({ invoiceNumber: invoice.number, amount: 10_000 });
    expect(byKind('mailSent')).toEqual([
      expect.objectContaining({ mailKind: 'offer', recipient: 'zeitstrahl@example.ch' }),
    ]);
    expect(byKind('mailFailed')).toEqual([
      expect.objectContaining({ mailKind: 'invoice', reason: '550 mailbox unavailable' }),
    ]);
    expect(byKind('mailFailed')[0]!.subject).toContain(String(invoice.number));
    // The acceptance confirmation to the customer waits in the outbox.
    expect(byKind('mailQueued').map((entry) => entry.mailKind)).toContain('accept-offer');
  });

  it("tells the invitations of the job's appointments, and not those of another job's", async () => {
    const company = await kit.company({ vatRate: 8.1 });
    const customer = await kit.customer(company.owner, 'Termin');
    const job = await kit.contract(company.owner, customer._id);
    const otherJob = await kit.contract(company.owner, customer._id);
    const invite = (contractId: string) =>
      kit.call(company.owner, 'POST', '/api/appointments', {
        kind: 'viewing',
        startsAt: '2099-03-02T08:00:00.000Z',
        durationMinutes: 60,
        contractId,
        copyToCustomer: true,
        sendByEmail: true,
      });
    const viewing = await invite(job._id);
    expect(viewing.statusCode, viewing.body).toBe(201);
    expect((await invite(otherJob._id)).statusCode).toBe(201);

    const { items } = (await history(company.user, job._id)).json() as {
      items: (Entry & { appointmentId: string | null })[];
    };
    const invitations = items.filter((entry) => entry.appointmentId !== null);
    expect(invitations).toEqual([
      expect.objectContaining({
        kind: 'mailQueued',
        appointmentId: viewing.json()._id,
        recipient: 'termin@example.ch',
        subject: expect.stringContaining('Viewing'),
      }),
    ]);
  });

  it('tells a rejection with its reason, an own status set, and archiving', async () => {
    const company = await kit.company();
    const customer = await kit.customer(company.owner, 'Absage');
    const job = await kit.contract(company.owner, customer._id);
    const token = await sendOffer(company.owner, job._id);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/public/offers/${token}/reject`,
      payload: { reason: 'Zu teuer' },
    });
    expect(rejected.statusCode).toBe(200);
    const status = await kit.call(company.owner, 'POST', '/api/contract-statuses', {
      name: 'Rückruf',
      color: '#ff0000',
    });
    expect(status.statusCode).toBe(201);
    const statusId = (status.json() as { _id: string })._id;
    const changed = await kit.call(company.owner, 'PUT', `/api/contracts/${job._id}`, {
      ...kit.pricing,
      customerId: customer._id,
      customStatusId: statusId,
      additionalDetails: 'Kunde ruft zurück',
    });
    expect(changed.statusCode).toBe(200);
    expect((await kit.call(company.owner, 'POST', `/api/contracts/${job._id}/archive`)).statusCode).toBe(200);

    const { items } = (await history(company.owner, job._id)).json() as { items: Entry[] };
    const kinds = items.map((entry) => entry.kind);
    // The offer's e-mail is written with the offer (the same instant) and told after it.
    expect(kinds).toEqual([
      'created',
      'offerSent',
      'mailQueued',
      'offerRejected',
      // One save that set the own status and changed a note: both are told.
      'edited',
      'customStatusChanged',
      'archived',
    ]);
    expect(items[3]).toMatchObject({ reason: 'Zu teuer', actorName: null });
    expect(items[5]).toMatchObject({ customStatusId: statusId });
    expect(items[6]!.actorName).toBe(items[0]!.actorName);
  });

  it("answers 404 for another company's job and a missing one, and refuses a signed-out caller", async () => {
    const company = await kit.company();
    const customer = await kit.customer(company.owner);
    const job = await kit.contract(company.owner, customer._id);
    const stranger = await kit.company();
    const foreign = await history(stranger.owner, job._id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('error_resource_not_found');
    expect((await history(company.owner, crypto.randomUUID())).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/contracts/${job._id}/history` });
    expect(anonymous.statusCode).toBe(401);
    // Both roles that read the job read its history.
    expect((await history(company.user, job._id)).statusCode).toBe(200);
    expect((await history(company.owner, job._id)).statusCode).toBe(200);
  });

  it("never shows another company's e-mail, even one that names this job's offer", async () => {
    const company = await kit.company();
    const customer = await kit.customer(company.owner, 'Eigen');
    const job = await kit.contract(company.owner, customer._id);
    await sendOffer(company.owner, job._id);
    const [offer] = await t.database.db
      .select({ id: offers.id })
      .from(offers)
      .where(eq(offers.contractId, job._id));
    const stranger = await kit.company();
    // A row only a bug could write: the stranger's message filed under this company's offer.
    await t.database.db.insert(mailOutbox).values({
      companyId: stranger.id,
      kind: 'offer',
      relatedType: 'offer',
      relatedId: offer!.id,
      recipient: 'fremd@example.ch',
      subject: 'Fremd',
      html: '<p>x</p>',
      text: 'x',
      messageId: `<${crypto.randomUUID()}@maxer.test>`,
    });
    const { items } = (await history(company.owner, job._id)).json() as { items: Entry[] };
    expect(items.map((entry) => entry.kind)).toEqual(['created', 'offerSent', 'mailQueued']);
    expect(items[2]!.recipient).toBe('eigen@example.ch');
  });
});
