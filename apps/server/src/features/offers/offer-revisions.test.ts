import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { invoiceTestKit } from '../invoices/invoice-test-support.ts';

// The customer accepts exactly what they were shown (ADR 023).
let t: TestApp;
let kit: ReturnType<typeof invoiceTestKit>;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-03-31T08:00:00Z') });
  kit = invoiceTestKit(t);
});
afterAll(() => t.close());

interface Shown {
  updatedSinceSent: boolean;
  state: string;
  contract: { revision: number; price: { grossHigh: number } };
}

async function offeredJob() {
  const { owner } = await kit.company();
  const customer = await kit.customer(owner);
  const contract = await kit.contract(owner, customer._id);
  const sent = await kit.call(owner, 'POST', `/api/contracts/${contract._id}/offers`, {
    language: 'de',
    validUntil: '2099-12-31',
  });
  if (sent.statusCode !== 201) throw new Error(sent.body);
  const [mail] = await t.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.relatedId, sent.json()._id));
  const token = /accept-contract\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  const view = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/public/offers/${token}` })).json() as Shown;
  const accept = (revision: number | undefined, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/offers/${token}/accept`,
      headers: { 'accept-language': language },
      payload: { acceptedServices: ['relocation'], termsAccepted: true, revision },
    });
  /** The office edits the job: the hourly price goes up. */
  const edit = () =>
    kit.call(owner, 'PUT', `/api/contracts/${contract._id}`, {
      customerId: customer._id,
      ...kit.pricing,
      relocation: { ...kit.pricing.relocation, hourPrice: 20_000 },
    });
  const job = async () =>
    (await kit.call(owner, 'GET', `/api/contracts/${contract._id}`)).json() as {
      revision: number;
      offerOpen: boolean;
      status: string;
    };
  return { view, accept, edit, job };
}

describe('offer revisions', () => {
  it('the job says an offer is open; an edit raises its revision and the customer’s page says it was updated', async () => {
    const { view, edit, job } = await offeredJob();
    expect(await job()).toMatchObject({ status: 'PENDING', offerOpen: true, revision: 1 });
    const before = await view();
    expect(before).toMatchObject({ updatedSinceSent: false, contract: { revision: 1 } });

    expect((await edit()).statusCode).toBe(200);
    expect(await job()).toMatchObject({ offerOpen: true, revision: 2 });
    const after = await view();
    expect(after).toMatchObject({ updatedSinceSent: true, contract: { revision: 2 } });
    expect(after.contract.price.grossHigh).toBeGreaterThan(before.contract.price.grossHigh);
  });

  it('an acceptance of a page older than the last edit is refused (409, reload); the current one is accepted', async () => {
    const { view, accept, edit, job } = await offeredJob();
    const seen = (await view()).contract.revision;
    await edit();
    const stale = await accept(seen);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: 'error_offer_changed',
      message:
        'This offer was updated in the meantime. Please reload the page to see the current offer before you accept it.',
    });
    const german = await accept(seen, 'de');
    expect(german.json().error.message).toBe(
      'Diese Offerte wurde in der Zwischenzeit geändert. Bitte laden Sie die Seite neu, um die aktuelle Offerte zu sehen, bevor Sie sie annehmen.',
    );
    // Without a revision nobody can tell what was seen: refused the same way.
    expect((await accept(undefined)).statusCode).toBe(409);
    expect((await job()).status).toBe('PENDING');

    const reloaded = await view();
    const accepted = await accept(reloaded.contract.revision);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().state).toBe('accepted');
    expect(await job()).toMatchObject({ status: 'ACCEPTED', offerOpen: false });
    // A double click after a later edit still answers the recorded acceptance.
    await edit();
    expect((await accept(reloaded.contract.revision)).statusCode).toBe(200);
  });
});
