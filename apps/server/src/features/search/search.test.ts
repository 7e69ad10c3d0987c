import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { PUBLIC_URL: 'https://app.maxer.test' });
});
afterAll(() => t.close());

const call = (session: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: session.headers, payload });

async function company() {
  const row = await t.make.company({ vatRate: 0 });
  return signIn(t.app, (await t.make.user(row.id, { role: 'USER' })).email);
}

async function customer(session: Session, firstName: string, lastName: string, city = 'Bern') {
  const response = await call(session, 'POST', '/api/customers', {
    firstName,
    lastName,
    city,
    email: `${lastName.toLowerCase()}.${Math.random().toString(36).slice(2, 6)}@example.ch`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; number: number };
}

async function search(session: Session, q: string) {
  const response = await call(session, 'GET', `/api/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  const groups = response.json().groups as { kind: string; items: { _id: string; title: string }[] }[];
  return Object.fromEntries(groups.map((group) => [group.kind, group.items]));
}

describe('the company search', () => {
  it("finds the company's customers, jobs, invoices and offers by name and number, never another company's", async () => {
    const me = await company();
    const other = await company();
    const huber = await customer(me, 'Anna', 'Huberli');
    await customer(me, 'Beat', 'Keller');
    const foreign = await customer(other, 'Otto', 'Huberli');

    const contract = await call(me, 'POST', '/api/contracts', {
      customerId: huber._id,
      moveOut: { city: 'Interlaken' },
      cleaning: { type: 'select', price: 50000 },
    });
    expect(contract.statusCode, contract.body).toBe(201);
    const job = contract.json() as { _id: string; number: number };
    const offer = await call(me, 'POST', `/api/contracts/${job._id}/offers`, {
      language: 'de',
      validUntil: '2099-12-31',
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const invoice = await call(me, 'POST', '/api/invoices', {
      customerId: huber._id,
      date: '2026-11-01',
      dueDate: '2026-11-30',
      lines: [{ type: 'item', description: 'Umzug', quantity: 1, unitPrice: 10_000 }],
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    await call(other, 'POST', '/api/contracts', {
      customerId: foreign._id,
      cleaning: { type: 'select', price: 1 },
    });

    // By a part of the name, in any case: the customer, the job and invoice through the customer.
    const byName = await search(me, 'HUBER');
    expect(byName.customers!.map((c) => c._id)).toEqual([huber._id]);
    expect(byName.customers![0]!.title).toBe('Anna Huberli');
    expect(byName.contracts!.map((c) => c._id)).toEqual([job._id]);
    expect(byName.invoices!.map((i) => i._id)).toEqual([invoice.json()._id]);
    expect(byName.offers!.map((o) => o._id)).toEqual([offer.json()._id]);

    // A job by a city it moves from.
    expect((await search(me, 'interla')).contracts!.map((c) => c._id)).toEqual([job._id]);

    // By number: the job's number finds the job (and its offer), the invoice's the invoice.
    const byNumber = await search(me, String(job.number));
    expect(byNumber.contracts!.map((c) => c._id)).toContain(job._id);
    expect(byNumber.offers!.map((o) => o._id)).toEqual([offer.json()._id]);
    expect((await search(me, `#${invoice.json().number}`)).invoices!.map((i) => i._id)).toEqual([
      invoice.json()._id,
    ]);

    // Short text finds nothing by name (a trigram needs three letters) but does not fail.
    expect((await search(me, 'Hu')).customers).toEqual([]);

    // The other company finds only its own Huberli.
    const theirs = await search(other, 'huberli');
    expect(theirs.customers!.map((c) => c._id)).toEqual([foreign._id]);
    expect(theirs.invoices).toEqual([]);
    expect(theirs.offers).toEqual([]);

    // An empty term is refused; an anonymous caller gets nothing.
    expect((await call(me, 'GET', '/api/search?q=%20')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/search?q=huber' })).statusCode).toBe(401);
  });
});
