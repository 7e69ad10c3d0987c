import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../testing/index.ts';
import { invoiceTestKit } from '../invoices/invoice-test-support.ts';

// A price line's productId must be one of the company's catalogue items (ADR 023).
let t: TestApp;
let kit: ReturnType<typeof invoiceTestKit>;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-03-31T08:00:00Z') });
  kit = invoiceTestKit(t);
});
afterAll(() => t.close());

async function item(session: Session, name: string) {
  const response = await kit.call(session, 'POST', '/api/items', { name, priceCents: 4_500, unit: 'Stk.' });
  if (response.statusCode !== 201) throw new Error(response.body);
  return (response.json() as { _id: string })._id;
}

const productLine = (productId: string) => ({
  type: 'product',
  productId,
  description: 'Umzugskarton',
  quantity: 10,
  unitPrice: 350,
});

describe('catalogue products on price lines', () => {
  it('an invoice line names one of the company’s items, else 400 naming the line’s productId', async () => {
    const mine = await kit.company();
    const theirs = await kit.company();
    const customer = await kit.customer(mine.owner);
    const myItem = await item(mine.owner, 'Karton');
    const theirItem = await item(theirs.owner, 'Karton');
    const lines = (productId: string) => [
      { type: 'item', description: 'Umzug', quantity: 1, unitPrice: 10_000 },
      productLine(productId),
    ];

    for (const productId of [theirItem, 'not-an-id', crypto.randomUUID()]) {
      const refused = await kit.call(mine.owner, 'POST', '/api/invoices', {
        ...kit.freeInvoice(customer._id),
        lines: lines(productId),
      });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().error.fields)).toEqual(['lines.1.productId']);
    }
    const created = await kit.call(mine.owner, 'POST', '/api/invoices', {
      ...kit.freeInvoice(customer._id),
      lines: lines(myItem),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().lines[1].productId).toBe(myItem);

    const changed = await kit.call(mine.owner, 'PUT', `/api/invoices/${created.json()._id}`, {
      ...kit.freeInvoice(customer._id),
      lines: lines(theirItem),
    });
    expect(changed.statusCode).toBe(400);
    expect(Object.keys(changed.json().error.fields)).toEqual(['lines.1.productId']);
    const { total } = (await kit.call(mine.owner, 'GET', `/api/invoices/${created.json()._id}`)).json();
    expect(total).toBe(created.json().total);
  });

  it('a job’s item lines likewise (items.N.productId); a free line needs none', async () => {
    const mine = await kit.company();
    const theirs = await kit.company();
    const customer = await kit.customer(mine.owner);
    const myItem = await item(mine.owner, 'Karton');
    const theirItem = await item(theirs.owner, 'Karton');
    const job = (productId: string) => ({
      customerId: customer._id,
      items: [
        { type: 'item', description: 'Möbellift', quantity: 1, unitPrice: 30_000 },
        productLine(productId),
      ],
    });

    const refused = await kit.call(mine.owner, 'POST', '/api/contracts', job(theirItem));
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual(['items.1.productId']);
    const created = await kit.call(mine.owner, 'POST', '/api/contracts', job(myItem));
    expect(created.statusCode).toBe(201);
    const changed = await kit.call(mine.owner, 'PUT', `/api/contracts/${created.json()._id}`, job('p1'));
    expect(changed.statusCode).toBe(400);
    expect(Object.keys(changed.json().error.fields)).toEqual(['items.1.productId']);
  });
});
