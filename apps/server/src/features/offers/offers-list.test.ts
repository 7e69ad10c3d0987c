import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';

// The office's offer list and detail (issue 5 "/offers"), with a clock the test moves.
let t: TestApp;
let clock = new Date('2026-11-10T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock }, { PUBLIC_URL: 'https://app.maxer.test' });
});
afterAll(() => t.close());

const call = (session: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: session.headers, payload });

async function company() {
  const row = await t.make.company();
  const owner = await signIn(t.app, (await t.make.user(row.id, { role: 'OWNER' })).email);
  return { company: row, owner };
}

async function contractFor(owner: Session, customer: object) {
  const response = await call(owner, 'POST', '/api/contracts', {
    newCustomer: customer,
    relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5 },
    cleaning: { type: 'select', price: 89000 },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string; number: number; customer: { _id: string } };
}

async function send(owner: Session, contractId: string, validUntil = '2026-11-30') {
  const response = await call(owner, 'POST', `/api/contracts/${contractId}/offers`, {
    language: 'de',
    validUntil,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string };
}

/** The public link, read from the text of the message the outbox holds for the offer. */
async function tokenOf(offerId: string) {
  const [mail] = await t.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.relatedId, offerId));
  return /accept-contract\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
}

const ids = (page: { items: { _id: string }[] }) => page.items.map((item) => item._id);

describe('offers list and detail', () => {
  it('filters by state, customer and search, sorts, pages; another company sees none of it', async () => {
    const { owner } = await company();
    const erika = await contractFor(owner, {
      gender: 'FEMALE',
      firstName: 'Erika',
      lastName: 'Muster',
      email: 'erika@example.ch',
    });
    const firm = await contractFor(owner, {
      customerType: 'COMPANY',
      companyName: 'Bürobau GmbH',
      lastName: 'Keller',
      email: 'info@buerobau.ch',
    });
    const late = await contractFor(owner, { lastName: 'Spät', email: 'spaet@example.ch' });

    const replaced = await send(owner, erika._id);
    const open = await send(owner, erika._id);
    const accepted = await send(owner, firm._id);
    const expired = await send(owner, late._id, '2026-11-12');
    const token = await tokenOf(accepted._id);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/public/offers/${token}/accept`,
      headers: { 'user-agent': 'Phone/1.0' },
      payload: { acceptedServices: ['relocation'], termsAccepted: true, revision: 1 },
    });
    expect(answer.statusCode).toBe(200);
    // 2026-11-12 ends at 23:00 UTC in Zurich; a minute later the offer has expired.
    clock = new Date('2026-11-12T23:01:00Z');

    const list = async (query = '') => {
      const response = await call(owner, 'GET', `/api/offers?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const all = await list();
    expect(all.total).toBe(4);
    expect(ids(all)).toEqual([expired._id, accepted._id, open._id, replaced._id]);
    expect(all.items[1]).toMatchObject({
      state: 'accepted',
      contractNumber: firm.number,
      customerId: firm.customer._id,
      customerName: 'Bürobau GmbH',
      mailStatus: expect.any(String),
    });
    expect(ids(await list('state=open'))).toEqual([open._id]);
    expect(ids(await list('state=replaced'))).toEqual([replaced._id]);
    expect(ids(await list('state=accepted'))).toEqual([accepted._id]);
    expect(ids(await list('state=expired'))).toEqual([expired._id]);
    expect((await list('state=rejected')).total).toBe(0);

    expect(ids(await list('q=MUSTER'))).toEqual([open._id, replaced._id]);
    expect(ids(await list('q=bürobau'))).toEqual([accepted._id]);
    expect(ids(await list(`q=${late.number}`))).toEqual([expired._id]);
    expect((await list('q=100%25')).total).toBe(0);
    const byCustomer = await list(`customerId=${erika.customer._id}&state=open`);
    expect(byCustomer).toMatchObject({ total: 1, items: [{ _id: open._id }] });

    const byNumber = await list('sort=contractNumber&pageSize=2&page=2');
    expect(byNumber.total).toBe(4);
    expect(byNumber.items.map((o: { contractNumber: number }) => o.contractNumber)).toEqual([
      firm.number,
      late.number,
    ]);
    expect((await list('sort=-acceptedAt')).items[0]._id).toBe(accepted._id);
    expect((await list('sort=customerName')).items[0].customerName).toBe('Bürobau GmbH');
    expect((await call(owner, 'GET', '/api/offers?customerId=nope')).statusCode).toBe(400);
    expect((await call(owner, 'GET', '/api/offers?sort=recipient')).statusCode).toBe(400);

    const other = await company();
    expect((await call(other.owner, 'GET', '/api/offers')).json().total).toBe(0);
    expect(
      (await call(other.owner, 'GET', `/api/offers?customerId=${erika.customer._id}`)).json().total,
    ).toBe(0);
    expect((await call(other.owner, 'GET', `/api/offers?q=${firm.number}`)).json().total).toBe(0);
    const foreign = await call(other.owner, 'GET', `/api/offers/${accepted._id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('error_resource_not_found');
  });

  it('shows the acceptance record, the views and the e-mail on the detail', async () => {
    clock = new Date('2026-11-10T09:00:00Z');
    const { owner } = await company();
    const contract = await contractFor(owner, { lastName: 'Weber', email: 'weber@example.ch' });
    const offer = await send(owner, contract._id);
    const fresh = (await call(owner, 'GET', `/api/offers/${offer._id}`)).json();
    expect(fresh).toMatchObject({
      state: 'open',
      viewCount: 0,
      firstViewedAt: null,
      acceptance: null,
      mail: {
        status: 'queued',
        attempts: 0,
        sentAt: null,
        subject: expect.stringContaining(String(contract.number)),
      },
    });

    const token = await tokenOf(offer._id);
    const view = await t.app.inject({ method: 'GET', url: `/api/public/offers/${token}` });
    clock = new Date('2026-11-10T10:00:00Z');
    await t.app.inject({ method: 'GET', url: `/api/public/offers/${token}` });
    await t.app.inject({
      method: 'POST',
      url: `/api/public/offers/${token}/accept`,
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone)' },
      payload: { acceptedServices: ['cleaning'], termsAccepted: true, revision: 1 },
    });

    const detail = await call(owner, 'GET', `/api/offers/${offer._id}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body).toMatchObject({
      state: 'accepted',
      viewCount: 2,
      firstViewedAt: '2026-11-10T09:00:00.000Z',
      acceptedAt: '2026-11-10T10:00:00.000Z',
      acceptedServices: ['cleaning'],
      acceptance: {
        acceptedServices: ['cleaning'],
        ip: '127.0.0.1',
        userAgent: 'Mozilla/5.0 (iPhone)',
        documentSha256: view.json().documentSha256,
        snapshot: { acceptedServices: ['cleaning'], currency: 'CHF' },
      },
    });
    expect(body.acceptance.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    // Cleaning alone: 890.00 plus 7.7 % VAT.
    expect(body.acceptance.snapshot.netHigh).toBe(89000);
    expect(body.acceptance.snapshot.grossHigh).toBeGreaterThan(89000);
  });

  it('lists a contract as overdue once its offer expired unanswered, and no longer once answered or sent again', async () => {
    clock = new Date('2026-11-10T09:00:00Z');
    const { owner } = await company();
    const lapsing = await contractFor(owner, { lastName: 'Frist', email: 'frist@example.ch' });
    const answered = await contractFor(owner, { lastName: 'Antwort', email: 'antwort@example.ch' });
    await send(owner, lapsing._id, '2026-11-12');
    const answeredOffer = await send(owner, answered._id, '2026-11-12');
    const overdue = async () => {
      const page = (await call(owner, 'GET', '/api/contracts?overdue=true')).json();
      return page.items.map((c: { _id: string; overdue: boolean }) => [c._id, c.overdue]);
    };

    // Valid through 12 November in Zurich, i.e. until 22:59:59 UTC.
    clock = new Date('2026-11-12T22:59:00Z');
    expect(await overdue()).toEqual([]);
    await t.app.inject({
      method: 'POST',
      url: `/api/public/offers/${await tokenOf(answeredOffer._id)}/accept`,
      payload: { acceptedServices: ['relocation'], termsAccepted: true, revision: 1 },
    });

    clock = new Date('2026-11-13T07:00:00Z');
    expect(await overdue()).toEqual([[lapsing._id, true]]);
    expect((await call(owner, 'GET', '/api/offers?state=expired')).json().items[0].contractId).toBe(
      lapsing._id,
    );
    const all = (await call(owner, 'GET', '/api/contracts')).json();
    expect(all.items.find((c: { _id: string }) => c._id === answered._id).overdue).toBe(false);

    await send(owner, lapsing._id, '2026-11-20');
    expect(await overdue()).toEqual([]);
  });
});
