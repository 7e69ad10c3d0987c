import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { contractTestKit } from './contract-test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { company, call, createFull } = contractTestKit(() => t);

describe('the contract list', () => {
  it('filters by status, customer, date range, overdue and text, sorts and pages', async () => {
    const { owner } = await company();
    const first = (await createFull(owner)).json();
    const second = (
      await createFull(owner, {
        relocationDetails: { startAt: '2027-05-02T07:00:00Z' },
        moveIn: { city: 'Luzern' },
      })
    ).json();
    await t.database.db
      .update(contracts)
      .set({ status: 'PENDING', offerValidUntil: new Date(Date.now() - 86_400_000) })
      .where(eq(contracts.id, second._id));
    const list = async (query: string) => (await call(owner, 'GET', `/api/contracts?${query}`)).json();
    expect((await list('status=PENDING')).items.map((c: { _id: string }) => c._id)).toEqual([second._id]);
    expect((await list('overdue=true')).items[0]).toMatchObject({ _id: second._id, overdue: true });
    expect((await list('from=2027-05-01&to=2027-05-02')).total).toBe(1);
    expect((await list('to=2027-03-15')).items[0]._id).toBe(first._id);
    expect((await list('q=luzern')).items[0]).toMatchObject({
      _id: second._id,
      moveInCity: 'Luzern',
      moveOutCity: 'Bern',
    });
    expect((await list(`q=${first.number}`)).items[0]._id).toBe(first._id);
    expect((await list(`customerId=${first.customer._id}`)).total).toBe(1);
    expect((await list('sort=-number&pageSize=1')).items[0].number).toBe(second.number);
    // Past the last page the total stays exact (the page statement has no row to carry it then).
    expect(await list('pageSize=1&page=5')).toMatchObject({ items: [], total: 2, page: 5 });
    expect(await list('q=luzern&page=2')).toMatchObject({ items: [], total: 1 });
    // The listed and searched cities follow an edit of the addresses.
    const moved = await call(owner, 'PUT', `/api/contracts/${second._id}`, {
      customerId: second.customer._id,
      moveIn: { city: 'Chur' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await list('q=luzern')).total).toBe(0);
    expect((await list('q=chur')).items).toMatchObject([
      { _id: second._id, moveInCity: 'Chur', moveOutCity: null },
    ]);
    expect((await call(owner, 'GET', '/api/contracts?status=MAYBE')).statusCode).toBe(400);
  });

  it('searches the customer and the cities in any case, with typed wildcards literal', async () => {
    const { owner } = await company();
    const chur = (
      await createFull(owner, {
        newCustomer: { lastName: 'Schönbächler', email: 'info@umzug-50.ch', phone: '+41 44 123 45 67' },
        moveIn: { city: 'Chur' },
      })
    ).json();
    // Erika Muster of Bern, moving from Bern to Zürich.
    const zurich = (await createFull(owner)).json();
    const found = async (q: string) =>
      (await call(owner, 'GET', `/api/contracts?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((c: { _id: string }) => c._id)
        .sort();
    expect(await found('SCHÖNBÄCH')).toEqual([chur._id]);
    expect(await found('CHUR')).toEqual([chur._id]);
    expect(await found('zürich')).toEqual([zurich._id]);
    expect(await found('UMZUG-50')).toEqual([chur._id]);
    expect(await found('44 123')).toEqual([chur._id]);
    expect(await found('bern')).toEqual([chur._id, zurich._id].sort());
    expect(await found('Erika@')).toEqual([zurich._id]);
    // "%" and "_" are what was typed, not wildcards; a term never spans two fields.
    expect(await found('umzug%')).toEqual([]);
    expect(await found('_muster')).toEqual([]);
    expect(await found('bern zürich')).toEqual([]);
  });
});
