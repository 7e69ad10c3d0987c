import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/migrate.ts';
import { contracts } from '../../db/schema/index.ts';
import { createTestApp, type Session, type TestApp } from '../../testing/index.ts';
import { acceptThroughLink } from '../offers/offer-test-support.ts';
import { contractTestKit } from './contract-test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { company, call, workedExample } = contractTestKit(() => t);

/** pricing.md's worked example (CHF, VAT 7.7 % added) as a job for a new customer. */
async function workedExampleJob(session: Session, extra: object = {}) {
  const response = await call(session, 'POST', '/api/contracts', {
    newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName: 'Muster', email: 'erika@example.ch' },
    relocationDetails: { startAt: '2099-03-15T07:00:00.000Z' },
    ...workedExample,
    ...extra,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string; customer: { _id: string }; price: { grossHigh: number } };
}

const OFFERED = { grossLow: 290_735, grossHigh: 325_630 };
/** Relocation and cleaning accepted: net 2'317.00 – 2'641.00, gross 2'495.40 – 2'844.35. */
const RELOCATION_AND_CLEANING = { grossLow: 249_540, grossHigh: 284_435 };

describe('the price of an accepted job', () => {
  it('is the accepted price on the list, the detail and the sort by price, not every offered service', async () => {
    const { owner } = await company({ vatRate: 7.7 });
    const job = await workedExampleJob(owner);
    expect(job.price).toMatchObject(OFFERED);
    // A job priced between the accepted and the offered total, to see the sort follow the acceptance.
    const between = await workedExampleJob(owner, {
      relocation: null,
      trash: null,
      cleaning: { type: 'select', price: 270_000 },
      discounts: null,
      specialProducts: [],
      packingMaterials: [],
    });
    await acceptThroughLink(t, owner, job._id, ['relocation', 'cleaning']);

    const detail = (await call(owner, 'GET', `/api/contracts/${job._id}`)).json();
    expect(detail).toMatchObject({
      status: 'ACCEPTED',
      priceBasis: 'accepted',
      price: RELOCATION_AND_CLEANING,
    });
    expect(detail.price.acceptedServices).toEqual(['relocation', 'cleaning']);
    expect(detail.price.services.trash).toMatchObject({ offered: true, accepted: false });
    expect([detail.price.netLow, detail.price.netHigh]).toEqual([231_700, 264_100]);

    const list = (await call(owner, 'GET', '/api/contracts?sort=grossHigh')).json();
    expect(list.items.map((row: { _id: string }) => row._id)).toEqual([job._id, between._id]);
    expect(list.items[0]).toMatchObject(RELOCATION_AND_CLEANING);
    expect(between.price.grossHigh).toBeGreaterThan(RELOCATION_AND_CLEANING.grossHigh);
    expect(between.price.grossHigh).toBeLessThan(OFFERED.grossHigh);
  });

  it('counts disposal and the lines only when only disposal is accepted', async () => {
    const { owner } = await company({ vatRate: 7.7 });
    const job = await workedExampleJob(owner);
    const { snapshot } = await acceptThroughLink(t, owner, job._id, ['trash']);
    // 382.50 + 250.00 + 70.00 = 702.50 net, VAT 54.09, 756.59 → 756.60.
    expect(snapshot).toMatchObject({ grossLow: 75_660, grossHigh: 75_660 });
    const listed = (await call(owner, 'GET', '/api/contracts')).json().items[0];
    expect(listed).toMatchObject({ _id: job._id, grossLow: 75_660, grossHigh: 75_660 });
    expect((await call(owner, 'GET', `/api/contracts/${job._id}`)).json().price.grossHigh).toBe(75_660);
  });

  it('stays the accepted price when the office edits the job afterwards; the customer sees what they accepted', async () => {
    const { owner } = await company({ vatRate: 7.7 });
    const job = await workedExampleJob(owner);
    const { token } = await acceptThroughLink(t, owner, job._id, ['relocation', 'cleaning']);
    const edited = await call(owner, 'PUT', `/api/contracts/${job._id}`, {
      customerId: job.customer._id,
      relocationDetails: { startAt: '2099-03-15T07:00:00.000Z' },
      ...workedExample,
      cleaning: { type: 'select', price: 120_000 },
      specialProducts: [...workedExample.specialProducts, { name: 'Tresor', count: 1, unitPrice: 40_000 }],
    });
    expect(edited.statusCode).toBe(200);
    // The edit is kept, with the warning; the price is what the customer accepted.
    expect(edited.json()).toMatchObject({
      editWarning: true,
      cleaning: { price: 120_000 },
      priceBasis: 'accepted',
      price: RELOCATION_AND_CLEANING,
    });
    expect(edited.json().price.specialProducts.total).toBe(25_000);
    expect((await call(owner, 'GET', '/api/contracts')).json().items[0]).toMatchObject(
      RELOCATION_AND_CLEANING,
    );

    const page = await t.app.inject({ method: 'GET', url: `/api/public/offers/${token}` });
    expect(page.json()).toMatchObject({
      state: 'accepted',
      acceptedServices: ['cleaning', 'relocation'],
      contract: { cleaning: { price: 89_000 }, price: RELOCATION_AND_CLEANING },
    });
    expect(page.json().contract.specialProducts).toEqual(workedExample.specialProducts);
  });

  it('is put right on the list for jobs accepted before, by the migration, from their acceptance', async () => {
    const { owner } = await company({ vatRate: 7.7 });
    const job = await workedExampleJob(owner);
    await acceptThroughLink(t, owner, job._id, ['relocation', 'cleaning']);
    // As such a job was stored: the list's totals still counting every offered service.
    await t.database.db.update(contracts).set(OFFERED).where(eq(contracts.id, job._id));
    const migration = readFileSync(path.join(migrationsFolder, '0018_contracts_accepted_gross.sql'), 'utf8');
    await t.database.db.execute(sql.raw(migration));
    expect((await call(owner, 'GET', '/api/contracts')).json().items[0]).toMatchObject({
      _id: job._id,
      ...RELOCATION_AND_CLEANING,
    });
  });
});
