import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../testing/index.ts';
import { invoiceTestKit } from './invoice-test-support.ts';

let t: TestApp;
let kit: ReturnType<typeof invoiceTestKit>;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-03-15T10:00:00Z') });
  kit = invoiceTestKit(t);
});
afterAll(() => t.close());

type Line = { description: string; unitPrice: number; quantity: number };

async function acceptedJob(session: Session, relocation: object, discounts: object = {}) {
  const customer = await kit.customer(session);
  const created = await kit.call(session, 'POST', '/api/contracts', {
    customerId: customer._id,
    relocation,
    discounts,
    includeVat: false,
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  const contract = created.json() as { _id: string };
  await kit.accept(session, contract._id, ['relocation']);
  return contract._id;
}

describe('an hourly job invoiced from the hours worked', () => {
  it('bills hour price × (hours worked + return trip) + extras, less the discount, and names hours and workers', async () => {
    const { owner } = await kit.company();
    const contractId = await acceptedJob(
      owner,
      {
        priceType: 'hourly',
        hourPrice: 18_000,
        hours: 5,
        expectedTime: 7,
        returnTrip: 1,
        disassembly: 12_000,
      },
      { relocation: { percent: 10 } },
    );
    const response = await kit.call(
      owner,
      'POST',
      `/api/contracts/${contractId}/invoice`,
      { worked: { hours: 6.5, workers: 3, extras: 5_000 } },
      'de',
    );
    expect(response.statusCode).toBe(201);
    const invoice = response.json() as { lines: Line[]; net: number };
    // 180 × (6.5 + 1) + 50 = 1'400.00, less 10 % = 1'260.00 (the accepted range was 1'188.00–1'512.00).
    expect(invoice.lines[0]).toMatchObject({
      description: 'Umzug (6.5 Std., 3 Mitarbeitende)',
      unitPrice: 126_000,
    });
    expect(invoice.net).toBe(126_000);
  });

  it('never exceeds the cost ceiling (Kostendach) of a maxPrice job', async () => {
    const { owner } = await kit.company();
    const contractId = await acceptedJob(owner, {
      priceType: 'maxPrice',
      hourPrice: 20_000,
      hours: 4,
      expectedTime: 6,
      maxPrice: 100_000,
    });
    const response = await kit.call(owner, 'POST', `/api/contracts/${contractId}/invoice`, {
      worked: { hours: 9, workers: 2 },
    });
    expect(response.statusCode).toBe(201);
    const invoice = response.json() as { lines: Line[] };
    // 200 × 9 = 1'800.00, capped at the ceiling of 1'000.00.
    expect(invoice.lines[0]!.unitPrice).toBe(100_000);
    expect(invoice.lines[0]!.description).toBe('Move (9 h, 2 workers)');
  });

  it('refuses hours for a flat-rate job, and hours that are not a quantity, with the field named', async () => {
    const { owner } = await kit.company();
    const flat = await acceptedJob(owner, { priceType: 'flatRate', flatRate: 150_000 });
    const refused = await kit.call(owner, 'POST', `/api/contracts/${flat}/invoice`, { worked: { hours: 5 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { fields: { 'worked.hours': { code: 'error_invoice_hours_invalid' } } },
    });

    const hourly = await acceptedJob(owner, { priceType: 'hourly', hourPrice: 18_000, hours: 5 });
    const negative = await kit.call(owner, 'POST', `/api/contracts/${hourly}/invoice`, {
      worked: { hours: -1 },
    });
    expect(negative.statusCode).toBe(400);
    const list = await kit.call(owner, 'GET', `/api/invoices?contractId=${hourly}`);
    expect((list.json() as { total: number }).total).toBe(0);
  });
});

describe('invoice numbers start where the company says', () => {
  it('numbers the first invoice with the invoice number start and keeps it when a client leaves it out', async () => {
    // A new company: the Swiss standard rate since 2024 (the column's default).
    const { owner } = await kit.company({ vatRate: undefined });
    const company = (await kit.call(owner, 'GET', '/api/company')).json() as Record<string, unknown>;
    expect(company.invoiceNumberStart).toBe(1);
    expect(company.vatRate).toBe(8.1);
    const { _id, hasLogo, hasAgb, isQrIban, active, package: _p, updatedAt, ...settings } = company;
    const changed = await kit.call(owner, 'PUT', '/api/company', { ...settings, invoiceNumberStart: 7000 });
    expect(changed.statusCode).toBe(200);
    const { invoiceNumberStart, ...without } = settings;
    const kept = await kit.call(owner, 'PUT', '/api/company', without);
    expect((kept.json() as { invoiceNumberStart: number }).invoiceNumberStart).toBe(7000);
    const customer = await kit.customer(owner);
    const created = await kit.call(owner, 'POST', '/api/invoices', kit.freeInvoice(customer._id));
    expect((created.json() as { number: number }).number).toBe(7000);
  });
});
