import type { PricedService } from '@maxer/domain';
import { and, eq } from 'drizzle-orm';
import { payments } from '../../db/schema/index.ts';
import { type Session, signIn, type TestApp } from '../../testing/index.ts';
import { acceptThroughLink } from '../offers/offer-test-support.ts';
import { lockInvoice, recomputeInvoicePaid } from './invoices.repo.ts';

/** Helpers of the invoice API tests (a test helper, not product code). */
export function invoiceTestKit(t: TestApp) {
  async function company(values: Parameters<TestApp['make']['company']>[0] = {}) {
    const row = await t.make.company(values);
    const owner = await signIn(t.app, (await t.make.user(row.id, { role: 'OWNER' })).email);
    const user = await signIn(t.app, (await t.make.user(row.id, { role: 'USER' })).email);
    return { id: row.id, owner, user };
  }

  const call = (
    session: Session,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    language = 'en',
  ) => t.app.inject({ method, url, headers: { ...session.headers, 'accept-language': language }, payload });

  async function customer(session: Session, lastName = 'Muster', firstName = 'Erika') {
    const response = await call(session, 'POST', '/api/customers', {
      gender: 'FEMALE',
      firstName,
      lastName,
      email: `${lastName.toLowerCase()}@example.ch`,
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json() as { _id: string; number: number };
  }

  /** A contract as the office enters it: three services, special products, packing materials, items. */
  const pricing = {
    relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5, expectedTime: 7, returnTrip: 1 },
    trash: { flatRatePrice: 40000 },
    cleaning: { type: 'select', price: 89000 },
    discounts: { relocation: { percent: 10 } },
    specialProducts: [{ name: 'Klavier', count: 1, unitPrice: 25000 }],
    packingMaterials: [{ name: 'Umzugskartons', count: 20, unitPrice: 350 }],
    items: [
      { type: 'item', description: 'Möbellift', quantity: 1, unitPrice: 30000 },
      { type: 'discount', description: 'Stammkunde', percent: 5 },
      { type: 'text', text: 'Danke' },
    ],
    includeVat: false,
  } as const;

  async function contract(session: Session, customerId: string) {
    const response = await call(session, 'POST', '/api/contracts', { customerId, ...pricing });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json() as { _id: string; number: number };
  }

  /** The customer accepts these services of the contract through the offer's link. */
  async function accept(session: Session, contractId: string, acceptedServices: PricedService[]) {
    return (await acceptThroughLink(t, session, contractId, acceptedServices)).snapshot;
  }

  /** A payment stored as the payments API will (locked invoice, paid recomputed in the transaction). */
  async function pay(companyId: string, invoiceId: string, amount: number) {
    return t.database.db.transaction(async (tx) => {
      await lockInvoice(tx, companyId, invoiceId);
      const [row] = await tx
        .insert(payments)
        .values({
          companyId,
          invoiceId,
          amount,
          method: 'BANK',
          date: '2026-03-10',
        })
        .returning({ id: payments.id });
      await recomputeInvoicePaid(tx, companyId, invoiceId);
      return row!.id;
    });
  }

  async function unpay(companyId: string, invoiceId: string, paymentId: string) {
    await t.database.db.transaction(async (tx) => {
      await lockInvoice(tx, companyId, invoiceId);
      await tx.delete(payments).where(and(eq(payments.companyId, companyId), eq(payments.id, paymentId)));
      await recomputeInvoicePaid(tx, companyId, invoiceId);
    });
  }

  const freeInvoice = (customerId: string, extra: object = {}) => ({
    customerId,
    date: '2026-03-01',
    dueDate: '2026-03-31',
    lines: [
      { type: 'item', description: 'Umzug', quantity: 2, unitPrice: 15_000 },
      { type: 'subtotal', description: 'Zwischentotal' },
      { type: 'discount', description: 'Treue', percent: 10 },
    ],
    ...extra,
  });

  return { company, call, customer, contract, accept, pay, unpay, freeInvoice, pricing };
}
