import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../testing/index.ts';
import { invoiceTestKit } from './invoice-test-support.ts';

let t: TestApp;
let kit: ReturnType<typeof invoiceTestKit>;
// 15 March 2026, 23:30 UTC: already 16 March in Zurich (CET, UTC+1).
const now = new Date('2026-03-15T23:30:00Z');
let session: Session;
let companyId: string;
let muster: string;
let keller: string;
const ids: Record<number, string> = {};

const item = (unitPrice: number) => [{ type: 'item', description: 'Leistung', quantity: 1, unitPrice }];

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  kit = invoiceTestKit(t);
  const company = await kit.company({ vatRate: 0 });
  companyId = company.id;
  session = company.owner;
  muster = (await kit.customer(session, 'Muster'))._id;
  keller = (await kit.customer(session, 'Keller', 'Beat'))._id;
  // number: customer, date, due date, total
  const plan = [
    [muster, '2026-01-10', '2026-02-09', 10_000],
    [keller, '2026-02-01', '2026-03-15', 20_000],
    [muster, '2026-02-20', '2026-03-16', 30_000],
    [keller, '2026-03-01', '2026-03-31', 40_000],
    [muster, '2026-03-05', '2026-04-04', 50_000],
  ] as const;
  for (const [customerId, date, dueDate, total] of plan) {
    const response = await kit.call(session, 'POST', '/api/invoices', {
      customerId,
      date,
      dueDate,
      lines: item(total),
    });
    const invoice = response.json();
    ids[invoice.number] = invoice._id;
  }
  await kit.pay(companyId, ids[1]!, 10_000); // paid
  await kit.pay(companyId, ids[2]!, 5_000); // part paid, due 15 March: overdue on 16 March in Zurich
  await kit.pay(companyId, ids[4]!, 40_000); // paid
});
afterAll(() => t.close());

const list = async (query: string) => {
  const response = await kit.call(session, 'GET', `/api/invoices?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: { number: number; state: string; unpaid: number }[];
    total: number;
    page: number;
    pageSize: number;
    sums: { currency: string; total: number; paid: number; unpaid: number }[];
  };
};
const numbers = (page: Awaited<ReturnType<typeof list>>) => page.items.map((row) => row.number);

describe('invoice list', () => {
  it('pages on the server, newest number first by default, with sums of the whole filtered list', async () => {
    const page = await list('pageSize=2&page=2');
    expect(numbers(page)).toEqual([3, 2]);
    expect(page).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page.sums).toEqual([{ currency: 'CHF', total: 150_000, paid: 55_000, unpaid: 95_000 }]);
    expect(numbers(await list('sort=-total&pageSize=3'))).toEqual([5, 4, 3]);
    expect(numbers(await list('sort=dueDate'))).toEqual([1, 2, 3, 4, 5]);
    // Ties (both paid) by number, in the same direction.
    expect(numbers(await list('sort=-unpaid'))).toEqual([5, 3, 2, 4, 1]);
    // A page past the end still carries the total and sums.
    expect(await list('page=9')).toMatchObject({
      items: [],
      total: 5,
      sums: [{ currency: 'CHF', total: 150_000 }],
    });
  });

  it('filters paid, unpaid and overdue by the company’s day', async () => {
    const paid = await list('state=paid');
    expect(numbers(paid)).toEqual([4, 1]);
    expect(paid.sums).toEqual([{ currency: 'CHF', total: 50_000, paid: 50_000, unpaid: 0 }]);
    const unpaid = await list('state=unpaid');
    expect(numbers(unpaid)).toEqual([5, 3, 2]);
    expect(unpaid.sums).toEqual([{ currency: 'CHF', total: 100_000, paid: 5_000, unpaid: 95_000 }]);
    // 16 March in Zurich: no. 2 (due 15 March) is overdue, no. 3 (due 16 March) is not yet.
    const overdue = await list('state=overdue');
    expect(numbers(overdue)).toEqual([2]);
    expect(overdue.items[0]).toMatchObject({ state: 'overdue', unpaid: 15_000 });
    expect((await list('state=unpaid')).items.map((row) => row.state)).toEqual([
      'unpaid',
      'unpaid',
      'overdue',
    ]);
  });

  it('filters by date range (whole days) and customer, and searches by number or customer name', async () => {
    expect(numbers(await list('from=2026-02-01&to=2026-03-01'))).toEqual([4, 3, 2]);
    const kellers = await list(`customerId=${keller}`);
    expect(numbers(kellers)).toEqual([4, 2]);
    expect(kellers.sums).toEqual([{ currency: 'CHF', total: 60_000, paid: 45_000, unpaid: 15_000 }]);
    expect(numbers(await list('q=3'))).toEqual([3]);
    expect(numbers(await list('q=kell'))).toEqual([4, 2]);
    expect((await list('q=beat%20keller')).total).toBe(2);
    expect(numbers(await list(`q=must&state=unpaid&customerId=${muster}`))).toEqual([5, 3]);
    expect((await list('q=nobody')).sums).toEqual([]);
  });

  it('sums per currency: an invoice in EUR is never added to francs', async () => {
    const company = await kit.company({ vatRate: 0 });
    const customerId = (await kit.customer(company.owner, 'Weber'))._id;
    const create = async (total: number) => {
      const response = await kit.call(company.owner, 'POST', '/api/invoices', {
        customerId,
        date: '2026-03-01',
        dueDate: '2026-03-31',
        lines: item(total),
      });
      expect(response.statusCode).toBe(201);
      return response.json()._id as string;
    };
    const franc = await create(132_960);
    await kit.pay(company.id, franc, 50_000);
    // The company moves to euros (settings); its older invoice stays in francs.
    const settings = (await kit.call(company.owner, 'GET', '/api/company')).json();
    const changed = await kit.call(company.owner, 'PUT', '/api/company', { ...settings, currency: 'EUR' });
    expect(changed.statusCode).toBe(200);
    await create(20_000);
    await create(5_000);

    const response = await kit.call(company.owner, 'GET', '/api/invoices');
    expect(response.json()).toMatchObject({
      total: 3,
      sums: [
        { currency: 'CHF', total: 132_960, paid: 50_000, unpaid: 82_960 },
        { currency: 'EUR', total: 25_000, paid: 0, unpaid: 25_000 },
      ],
    });
    const unpaidEuros = await kit.call(company.owner, 'GET', '/api/invoices?state=unpaid&q=weber');
    expect(unpaidEuros.json().sums).toHaveLength(2);
  });

  it('refuses an unknown filter value', async () => {
    const response = await kit.call(session, 'GET', '/api/invoices?state=open');
    expect(response.statusCode).toBe(400);
  });
});
