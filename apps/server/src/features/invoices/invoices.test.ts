import { computeInvoiceTotals } from '@maxer/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, companies } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { invoiceTestKit } from './invoice-test-support.ts';
import { loadInvoiceView } from './invoice-view.ts';

let t: TestApp;
let kit: ReturnType<typeof invoiceTestKit>;
// 2026-04-01 00:30 in Zurich (CEST): the day after a due date of 31 March.
const now = new Date('2026-03-31T22:30:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  kit = invoiceTestKit(t);
});
afterAll(() => t.close());

describe('invoices', () => {
  it('creates free invoices numbered 1, 2, … per company, totals by the domain, rounded to 5 Rappen', async () => {
    const { id, owner, user } = await kit.company({ vatRate: 7.7 });
    const customer = await kit.customer(owner);
    const response = await kit.call(user, 'POST', '/api/invoices', kit.freeInvoice(customer._id));
    expect(response.statusCode).toBe(201);
    const invoice = response.json();
    // 2 × 150.00 − 10 % = 270.00; VAT 7.7 % = 20.79; 290.79 → 290.80
    expect(invoice).toMatchObject({
      number: 1,
      customer: { _id: customer._id, name: 'Erika Muster' },
      contract: null,
      date: '2026-03-01',
      dueDate: '2026-03-31',
      currency: 'CHF',
      vatRate: 7.7,
      includeVat: false,
      subtotal: 27_000,
      net: 27_000,
      vat: 2_079,
      rounding: 1,
      total: 29_080,
      paid: 0,
      unpaid: 29_080,
      // Today is 1 April in Zurich: one day past the due date.
      state: 'overdue',
      locked: false,
    });
    expect(invoice.lineAmounts.map((line: { amount: number | null }) => line.amount)).toEqual([
      30_000,
      null,
      -3_000,
    ]);
    const second = await kit.call(
      owner,
      'POST',
      '/api/invoices',
      kit.freeInvoice(customer._id, { dueDate: '2026-04-01' }),
    );
    expect(second.json()).toMatchObject({ number: 2, state: 'unpaid' });
    // Another company counts from 1 on its own.
    const other = await kit.company();
    const otherCustomer = await kit.customer(other.owner);
    expect(
      (await kit.call(other.owner, 'POST', '/api/invoices', kit.freeInvoice(otherCustomer._id))).json()
        .number,
    ).toBe(1);

    const recorded = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.companyId, id), eq(activities.entityId, invoice._id)));
    expect(recorded).toMatchObject([{ entityType: 'invoice', action: 'create' }]);
  });

  it('takes the invoice’s own rate and VAT-included lines; the company’s currency', async () => {
    const { owner } = await kit.company({ currency: 'EUR', vatRate: 8.1 });
    const customer = await kit.customer(owner);
    const input = kit.freeInvoice(customer._id, { includeVat: true, vatRate: 2.6 });
    const invoice = (await kit.call(owner, 'POST', '/api/invoices', input)).json();
    const expected = computeInvoiceTotals({
      ...input,
      lines: input.lines as never,
      currency: 'EUR',
    } as never);
    expect(invoice).toMatchObject({
      currency: 'EUR',
      vatRate: 2.6,
      total: expected.total,
      vat: expected.vat,
      net: expected.net,
    });
    expect(invoice.total).toBe(27_000);
    const withCompanyRate = (
      await kit.call(owner, 'POST', '/api/invoices', kit.freeInvoice(customer._id))
    ).json();
    expect(withCompanyRate.vatRate).toBe(8.1);
  });

  it('refuses invalid input with the catalogue’s messages', async () => {
    const { owner } = await kit.company();
    const customer = await kit.customer(owner);
    const bad = await kit.call(
      owner,
      'POST',
      '/api/invoices',
      kit.freeInvoice(customer._id, { dueDate: '2026-02-01', lines: [] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['dueDate', 'lines']);
    const placeholder = await kit.call(
      owner,
      'POST',
      '/api/invoices',
      kit.freeInvoice(customer._id, { header: '<p>{{gender_welcome}} {{name}}</p>', footer: '{{iban}}' }),
      'de',
    );
    expect(placeholder.statusCode).toBe(400);
    expect(placeholder.json().error.fields).toEqual({
      footer: { code: 'error_placeholder_unknown', message: expect.stringContaining('{{iban}}') },
    });
  });

  it('refuses to invoice an OPEN contract with the specification’s message, in both languages', async () => {
    const { owner } = await kit.company({ contractNumberStart: 500 });
    const customer = await kit.customer(owner);
    const contract = await kit.contract(owner, customer._id);
    const direct = await kit.call(owner, 'POST', `/api/contracts/${contract._id}/invoice`, {});
    expect(direct.statusCode).toBe(409);
    expect(direct.json().error).toMatchObject({
      code: 'error_contract_still_open',
      message: 'The Contract ( 500 ) is still Open',
    });
    const linked = await kit.call(
      owner,
      'POST',
      '/api/invoices',
      kit.freeInvoice(customer._id, { contractId: contract._id }),
      'de',
    );
    expect(linked.statusCode).toBe(409);
    expect(linked.json().error.message).toBe('Der Auftrag ( 500 ) ist noch offen');
    expect((await kit.call(owner, 'GET', '/api/invoices')).json().total).toBe(0);
  });

  it('creates from an accepted contract: the accepted services and lines of the snapshot, its VAT', async () => {
    const { id, owner } = await kit.company({ vatRate: 7.7 });
    const customer = await kit.customer(owner);
    const contract = await kit.contract(owner, customer._id);
    const snapshot = await kit.accept(owner, contract._id, ['relocation', 'trash']);
    // The company changes its currency after the acceptance: the amounts stay francs.
    await t.database.db.update(companies).set({ currency: 'EUR' }).where(eq(companies.id, id));
    const response = await kit.call(owner, 'POST', `/api/contracts/${contract._id}/invoice`, undefined, 'de');
    expect(response.statusCode).toBe(201);
    const invoice = response.json();
    expect(invoice).toMatchObject({
      contract: { _id: contract._id, number: contract.number },
      customer: { _id: customer._id },
      // Today in Zurich, due in 30 days.
      date: '2026-04-01',
      dueDate: '2026-05-01',
      includeVat: false,
      vatRate: 7.7,
      currency: 'CHF',
    });
    const relocationHigh = snapshot.services.find((s) => s.service === 'relocation')!.high;
    expect(invoice.lines).toEqual([
      { type: 'item', description: 'Umzug', quantity: 1, unitPrice: relocationHigh },
      { type: 'item', description: 'Entsorgung', quantity: 1, unitPrice: 40000 },
      { type: 'item', description: 'Klavier', quantity: 1, unitPrice: 25000 },
      { type: 'item', description: 'Umzugskartons', quantity: 20, unitPrice: 350 },
      { type: 'item', description: 'Möbellift', quantity: 1, unitPrice: 30000 },
      // 5 % of the contract's items (300.00), not of everything above it on the invoice.
      { type: 'discount', description: 'Stammkunde (5 %)', amount: 1500 },
      { type: 'text', text: 'Danke' },
    ]);
    // Cleaning was not accepted; the invoice is the accepted offer's high total to the Rappen.
    expect(invoice.total).toBe(snapshot.grossHigh);
    expect(invoice.net).toBe(snapshot.netHigh);

    // The same through POST /api/invoices with a contractId (lines as the form sends them); the job
    // has its invoice already, so this second one is asked for explicitly (ADR 023).
    const linked = await kit.call(
      owner,
      'POST',
      '/api/invoices',
      kit.freeInvoice(customer._id, { contractId: contract._id, another: true }),
    );
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toMatchObject({ number: invoice.number + 1, contract: { _id: contract._id } });
    const listed = (await kit.call(owner, 'GET', `/api/invoices?contractId=${contract._id}`)).json();
    expect(listed.total).toBe(2);
  });

  it('invoices exactly the accepted price after the job was edited; added lines show as a difference', async () => {
    const { owner } = await kit.company({ vatRate: 7.7 });
    const customer = await kit.customer(owner);
    const contract = await kit.contract(owner, customer._id);
    const snapshot = await kit.accept(owner, contract._id, ['relocation', 'cleaning']);
    // After the acceptance the office adds a special product and changes the packing material and items.
    const edited = await kit.call(owner, 'PUT', `/api/contracts/${contract._id}`, {
      customerId: customer._id,
      ...kit.pricing,
      specialProducts: [...kit.pricing.specialProducts, { name: 'Tresor', count: 1, unitPrice: 40_000 }],
      packingMaterials: [{ name: 'Umzugskartons', count: 60, unitPrice: 350 }],
      items: [{ type: 'item', description: 'Möbellift', quantity: 2, unitPrice: 30_000 }],
    });
    expect(edited.statusCode).toBe(200);

    const invoice = (await kit.call(owner, 'POST', `/api/contracts/${contract._id}/invoice`)).json();
    expect(invoice.total).toBe(snapshot.grossHigh);
    expect(invoice.acceptedPrice).toEqual({
      grossLow: snapshot.grossLow,
      grossHigh: snapshot.grossHigh,
      currency: 'CHF',
    });
    const descriptions = invoice.lines.map((line: { description?: string }) => line.description);
    expect(descriptions).not.toContain('Tresor');
    expect(invoice.lines).toContainEqual({
      type: 'item',
      description: 'Umzugskartons',
      quantity: 20,
      unitPrice: 350,
    });

    // The office invoices the extra work as a line of its own: the invoice then differs, visibly.
    const extra = await kit.call(owner, 'PUT', `/api/invoices/${invoice._id}`, {
      customerId: customer._id,
      contractId: contract._id,
      date: invoice.date,
      dueDate: invoice.dueDate,
      lines: [...invoice.lines, { type: 'item', description: 'Tresor', quantity: 1, unitPrice: 40_000 }],
      includeVat: invoice.includeVat,
      vatRate: invoice.vatRate,
    });
    expect(extra.statusCode).toBe(200);
    expect(extra.json().total).toBeGreaterThan(snapshot.grossHigh);
    expect(extra.json().acceptedPrice.grossHigh).toBe(snapshot.grossHigh);
    // A free invoice without a job has no accepted price.
    const free = await kit.call(owner, 'POST', '/api/invoices', kit.freeInvoice(customer._id));
    expect(free.json().acceptedPrice).toBeNull();
  });

  it('updates an invoice and recomputes its totals; refuses change and deletion while payments exist', async () => {
    const { id, owner, user } = await kit.company();
    const customer = await kit.customer(owner);
    const invoice = (await kit.call(owner, 'POST', '/api/invoices', kit.freeInvoice(customer._id))).json();
    const changed = await kit.call(
      user,
      'PUT',
      `/api/invoices/${invoice._id}`,
      kit.freeInvoice(customer._id, {
        lines: [{ type: 'item', description: 'Reinigung', quantity: 1, unitPrice: 10_000 }],
        includeVat: true,
      }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ number: invoice.number, total: 10_000, vat: 715, net: 9_285 });

    const payment = await kit.pay(id, invoice._id, 4_000);
    const view = (await kit.call(user, 'GET', `/api/invoices/${invoice._id}`)).json();
    expect(view).toMatchObject({ paid: 4_000, unpaid: 6_000, locked: true, state: 'overdue' });
    for (const [method, body] of [
      ['PUT', kit.freeInvoice(customer._id)],
      ['DELETE', undefined],
    ] as const) {
      const refused = await kit.call(owner, method, `/api/invoices/${invoice._id}`, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'error_unpaid_not_zero',
        message: 'This invoice has payments. Delete them first.',
      });
    }
    const second = await kit.pay(id, invoice._id, 6_000);
    expect((await kit.call(user, 'GET', `/api/invoices/${invoice._id}`)).json()).toMatchObject({
      unpaid: 0,
      state: 'paid',
    });

    // One payment removed: unpaid again, still locked; both removed: it can change, and an owner deletes it.
    await kit.unpay(id, invoice._id, second);
    expect((await kit.call(user, 'GET', `/api/invoices/${invoice._id}`)).json()).toMatchObject({
      paid: 4_000,
      state: 'overdue',
      locked: true,
    });
    await kit.unpay(id, invoice._id, payment);
    const unlocked = await kit.call(
      user,
      'PUT',
      `/api/invoices/${invoice._id}`,
      kit.freeInvoice(customer._id),
    );
    expect(unlocked.json()).toMatchObject({ paid: 0, total: 29_080, locked: false });
    expect((await kit.call(user, 'DELETE', `/api/invoices/${invoice._id}`)).statusCode).toBe(403);
    expect((await kit.call(owner, 'DELETE', `/api/invoices/${invoice._id}`)).statusCode).toBe(204);
    expect((await kit.call(owner, 'GET', `/api/invoices/${invoice._id}`)).statusCode).toBe(404);
  });

  it('keeps another company’s invoices, customers and contracts out of reach (404, not referable)', async () => {
    const mine = await kit.company();
    const theirs = await kit.company();
    const theirCustomer = await kit.customer(theirs.owner);
    const theirContract = await kit.contract(theirs.owner, theirCustomer._id);
    await kit.accept(theirs.owner, theirContract._id, ['relocation']);
    const theirInvoice = (
      await kit.call(theirs.owner, 'POST', '/api/invoices', kit.freeInvoice(theirCustomer._id))
    ).json();
    const myCustomer = await kit.customer(mine.owner);

    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', kit.freeInvoice(myCustomer._id)],
      ['DELETE', undefined],
    ] as const) {
      const response = await kit.call(mine.owner, method, `/api/invoices/${theirInvoice._id}`, body);
      expect(response.statusCode).toBe(404);
    }
    expect(
      (await kit.call(mine.owner, 'POST', `/api/contracts/${theirContract._id}/invoice`, {})).statusCode,
    ).toBe(404);
    const withTheirCustomer = await kit.call(
      mine.owner,
      'POST',
      '/api/invoices',
      kit.freeInvoice(theirCustomer._id),
    );
    expect(withTheirCustomer.statusCode).toBe(400);
    expect(Object.keys(withTheirCustomer.json().error.fields)).toEqual(['customerId']);
    const withTheirContract = await kit.call(
      mine.owner,
      'POST',
      '/api/invoices',
      kit.freeInvoice(myCustomer._id, { contractId: theirContract._id }),
    );
    expect(Object.keys(withTheirContract.json().error.fields)).toEqual(['contractId']);
    expect(
      (await kit.call(mine.owner, 'GET', `/api/invoices?customerId=${theirCustomer._id}`)).json().total,
    ).toBe(0);
    expect((await kit.call(theirs.owner, 'GET', `/api/invoices/${theirInvoice._id}`)).statusCode).toBe(200);
  });

  it('keeps an invoice when its contract is deleted, and its customer until the invoice is deleted', async () => {
    const { owner } = await kit.company();
    const customer = await kit.customer(owner);
    const contract = await kit.contract(owner, customer._id);
    await kit.accept(owner, contract._id, ['trash']);
    const invoice = (await kit.call(owner, 'POST', `/api/contracts/${contract._id}/invoice`)).json();
    // With a job and an invoice, the answer names the job.
    const held = await kit.call(owner, 'DELETE', `/api/customers/${customer._id}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().error.message).toBe('This customer has jobs. Delete them first.');
    expect((await kit.call(owner, 'DELETE', `/api/contracts/${contract._id}`)).statusCode).toBe(204);
    expect((await kit.call(owner, 'GET', `/api/invoices/${invoice._id}`)).json()).toMatchObject({
      contract: null,
      total: invoice.total,
    });
    const refused = await kit.call(owner, 'DELETE', `/api/customers/${customer._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This customer has invoices and cannot be deleted.');
    const german = await kit.call(owner, 'DELETE', `/api/customers/${customer._id}`, undefined, 'de');
    expect(german.json().error.message).toBe(
      'Dieser Kunde hat Rechnungen und kann deshalb nicht gelöscht werden.',
    );
    expect((await kit.call(owner, 'GET', `/api/customers/${customer._id}`)).statusCode).toBe(200);
    // Without the invoice the customer can go.
    expect((await kit.call(owner, 'DELETE', `/api/invoices/${invoice._id}`)).statusCode).toBe(204);
    expect((await kit.call(owner, 'DELETE', `/api/customers/${customer._id}`)).statusCode).toBe(204);
  });

  it('refuses, in the database itself, payments beyond the total (the last guard of the payments API)', async () => {
    const { id, owner } = await kit.company({ vatRate: 0 });
    const customer = await kit.customer(owner);
    const invoice = (
      await kit.call(
        owner,
        'POST',
        '/api/invoices',
        kit.freeInvoice(customer._id, { lines: [{ type: 'item', quantity: 1, unitPrice: 10_000 }] }),
      )
    ).json();
    await kit.pay(id, invoice._id, 9_000);
    await expect(kit.pay(id, invoice._id, 1_005)).rejects.toThrow();
    expect((await kit.call(owner, 'GET', `/api/invoices/${invoice._id}`)).json()).toMatchObject({
      paid: 9_000,
      unpaid: 1_000,
    });
  });

  it('loads an invoice with its customer and company for documents', async () => {
    const { id, owner } = await kit.company({ iban: 'CH9300762011623852957' });
    const customer = await kit.customer(owner);
    const invoice = (await kit.call(owner, 'POST', '/api/invoices', kit.freeInvoice(customer._id))).json();
    const view = await loadInvoiceView(t.database.db, id, invoice._id, now);
    expect(view).toMatchObject({
      invoice: { _id: invoice._id, total: invoice.total },
      customer: { id: customer._id, lastName: 'Muster' },
      company: { id, iban: 'CH9300762011623852957' },
    });
    expect(await loadInvoiceView(t.database.db, (await kit.company()).id, invoice._id, now)).toBeNull();
  });
});
