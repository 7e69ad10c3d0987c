import { computePrice } from '@maxer/domain';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { contractTestKit } from './contract-test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { company, call, workedExample, createFull } = contractTestKit(() => t);

describe('contracts', () => {
  it('creates a contract with every field and a new customer, numbered from the company start, priced by the domain', async () => {
    const { owner } = await company();
    const response = await createFull(owner);
    expect(response.statusCode).toBe(201);
    const contract = response.json();
    expect(contract).toMatchObject({
      number: 1000,
      status: 'OPEN',
      customer: { name: 'Erika Muster', email: 'erika@example.ch' },
      moveIn: { city: 'Zürich', floor: 'EG', elevator: true, country: 'CH' },
      relocationDetails: { workers: 4, vehicleIds: [] },
      relocationStartAt: '2027-03-15T07:00:00.000Z',
      vatRate: 7.7,
      currency: 'CHF',
      editWarning: false,
      readOnly: false,
      archived: false,
      additionalDetails: 'Hund im Haus',
    });
    // The worked example's services and lines; the item lines add 300.00 − 5 %.
    expect(contract.price.services.relocation).toMatchObject({
      low: 123000,
      high: 159000,
      lowAfterDiscount: 110700,
      highAfterDiscount: 143100,
    });
    expect(contract.price.netLow).toBe(269950 + 28500);
    const expected = computePrice({
      ...workedExample,
      items: contract.items,
      includeVat: false,
      vatRate: 7.7,
      currency: 'CHF',
    } as Parameters<typeof computePrice>[0]);
    expect(contract.price).toEqual(expected);
    expect((await createFull(owner)).json().number).toBe(1001);
  });

  it('answers exactly the domain price for any contract (randomised)', async () => {
    const { owner } = await company();
    const customer = (await call(owner, 'POST', '/api/customers', { lastName: 'Zufall' })).json();
    const money = fc.integer({ min: 0, max: 500_000 });
    const quantity = fc.integer({ min: 0, max: 2000 }).map((n) => n / 100);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          relocation: fc.record({
            priceType: fc.constantFrom('hourly', 'flatRate', 'maxPrice'),
            hourPrice: money,
            hours: quantity,
            flatRate: money,
            maxPrice: money,
          }),
          trash: fc.record({
            flatRatePrice: fc.option(money, { nil: null }),
            pricePerM3: money,
            volumeM3: quantity,
          }),
          cleaning: fc.record({ type: fc.constantFrom('open', 'select', 'no-cleaning'), price: money }),
          includeVat: fc.boolean(),
        }),
        async (pricing) => {
          const response = await call(owner, 'POST', '/api/contracts', {
            customerId: customer._id,
            ...pricing,
          });
          expect(response.statusCode).toBe(201);
          const expected = computePrice({ ...pricing, vatRate: 7.7, currency: 'CHF' } as Parameters<
            typeof computePrice
          >[0]);
          expect(response.json().price).toEqual(expected);
          const [row] = await t.database.db
            .select()
            .from(contracts)
            .where(eq(contracts.id, response.json()._id));
          expect([row!.grossLow, row!.grossHigh]).toEqual([expected.grossLow, expected.grossHigh]);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('validates with clear messages in both languages and stores nothing', async () => {
    const { owner } = await company();
    const before = (await call(owner, 'GET', '/api/contracts')).json().total;
    const both = await createFull(owner, { discounts: { relocation: { amount: 1000, percent: 10 } } });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields['discounts.relocation']).toEqual({
      code: 'error_discount_amount_and_percent',
      message: 'Discount: either an amount or a percentage, not both',
    });
    const german = await call(owner, 'POST', '/api/contracts', { relocation: { hourPrice: -5 } }, 'de');
    expect(german.json().error.fields).toMatchObject({
      customerId: { code: 'error_field_required', message: 'Dieses Feld ist erforderlich.' },
      'relocation.hourPrice': { code: 'error_field_invalid', message: 'Dieser Wert ist nicht gültig.' },
    });
    const negative = await createFull(owner, { discounts: { cleaning: { amount: 100_000 } } });
    expect(Object.keys(negative.json().error.fields)).toEqual(['discounts.cleaning.amount']);
    expect((await call(owner, 'GET', '/api/contracts')).json().total).toBe(before);
  });

  it('records catalogue services and answers with their labels, and enforces required questions', async () => {
    const { owner } = await company();
    const labels = (de: string) => ({ de, en: '', fr: '', it: '' });
    const piano = (
      await call(owner, 'POST', '/api/services', { labels: labels('Klaviertransport'), type: 'check' })
    ).json();
    const boxes = (
      await call(owner, 'POST', '/api/services', { labels: labels('Kartons'), type: 'number' })
    ).json();
    const lift = (
      await call(owner, 'POST', '/api/contract-questions', {
        labels: labels('Lift?'),
        type: 'CHECK',
        required: true,
      })
    ).json();
    const floor = (
      await call(owner, 'POST', '/api/contract-questions', {
        labels: labels('Stockwerk'),
        type: 'SELECT',
        options: [{ value: 'eg', labels: labels('Erdgeschoss') }],
      })
    ).json();

    const missing = await createFull(owner, { services: [{ serviceId: piano._id, value: true }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields[`answers.${lift._id}`].code).toBe('error_field_required');

    const wrongType = await createFull(owner, {
      services: [{ serviceId: boxes._id, value: true }],
      answers: [{ questionId: lift._id, value: 'vielleicht' }],
    });
    expect(Object.keys(wrongType.json().error.fields).sort()).toEqual([`answers.${lift._id}`, 'services.0']);

    const created = await createFull(owner, {
      services: [
        { serviceId: piano._id, value: true },
        { serviceId: boxes._id, value: 30 },
      ],
      answers: [
        { questionId: lift._id, value: 'true' },
        { questionId: floor._id, value: 'eg' },
      ],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().answers).toEqual([
      { questionId: lift._id, labels: labels('Lift?'), type: 'CHECK', value: 'true', optionLabels: null },
      {
        questionId: floor._id,
        labels: labels('Stockwerk'),
        type: 'SELECT',
        value: 'eg',
        optionLabels: labels('Erdgeschoss'),
      },
    ]);
    // Deleting a catalogue service leaves the contract as it was.
    await call(owner, 'DELETE', `/api/services/${piano._id}`);
    const reread = await call(owner, 'GET', `/api/contracts/${created.json()._id}`);
    expect(reread.json().services[0]).toEqual({
      serviceId: piano._id,
      labels: labels('Klaviertransport'),
      type: 'check',
      value: true,
    });
  });

  it("cannot refer to another company's customer, status, vehicle, service or question", async () => {
    const mine = await company();
    const theirs = await company();
    const customer = (await call(theirs.owner, 'POST', '/api/customers', { lastName: 'Fremd' })).json();
    const status = (
      await call(theirs.owner, 'POST', '/api/contract-statuses', { name: 'Fremd', color: '#ff0000' })
    ).json();
    const vehicle = (await call(theirs.owner, 'POST', '/api/vehicles', { name: 'Fremder LKW' })).json();
    const service = (
      await call(theirs.owner, 'POST', '/api/services', { labels: { de: 'Fremd' }, type: 'check' })
    ).json();
    const response = await call(mine.owner, 'POST', '/api/contracts', {
      customerId: customer._id,
      customStatusId: status._id,
      relocationDetails: { vehicleIds: [vehicle._id] },
      services: [{ serviceId: service._id, value: true }],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(
      ['customStatusId', 'customerId', 'relocationDetails.vehicleIds.0', 'services.0'].sort(),
    );
  });

  it('updates a contract; an accepted one warns until its move date, then is read-only', async () => {
    const { owner } = await company();
    const created = (await createFull(owner)).json();
    const body = { customerId: created.customer._id, ...workedExample, cleaning: { type: 'open' } };
    const updated = await call(owner, 'PUT', `/api/contracts/${created._id}`, body);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().price.services.cleaning).toMatchObject({ offered: true, byEffort: true, low: 0 });

    await t.database.db
      .update(contracts)
      .set({ status: 'ACCEPTED', acceptedAt: new Date() })
      .where(eq(contracts.id, created._id));
    const future = await call(owner, 'PUT', `/api/contracts/${created._id}`, {
      ...body,
      relocationDetails: { startAt: '2099-01-01T08:00:00Z' },
    });
    expect(future.json()).toMatchObject({ editWarning: true, readOnly: false });
    await t.database.db
      .update(contracts)
      .set({ relocationStartAt: new Date('2020-01-01T08:00:00Z') })
      .where(eq(contracts.id, created._id));
    const past = await call(owner, 'PUT', `/api/contracts/${created._id}`, body, 'de');
    expect(past.statusCode).toBe(409);
    expect(past.json().error.code).toBe('error_contract_locked');
    expect((await call(owner, 'GET', `/api/contracts/${created._id}`)).json()).toMatchObject({
      readOnly: true,
      editWarning: false,
    });
  });

  it('stores its details with their version, and reads details written before the version existed', async () => {
    const { owner } = await company();
    const created = (await createFull(owner)).json();
    const [row] = await t.database.db
      .select({ version: sql<number>`(${contracts.details}->>'version')::int` })
      .from(contracts)
      .where(eq(contracts.id, created._id));
    expect(row?.version).toBe(1);

    await t.database.db.execute(
      sql`update contracts set details = details - 'version' where id = ${created._id}`,
    );
    const read = await call(owner, 'GET', `/api/contracts/${created._id}`);
    expect(read.statusCode).toBe(200);
    const { updatedAt, ...same } = created;
    expect(read.json()).toMatchObject(same);
    expect(read.json()).not.toHaveProperty('version');
  });

  it('lets staff delete an open contract, and only an owner an accepted one', async () => {
    const { owner, user } = await company();
    const open = (await createFull(owner)).json();
    expect((await call(user, 'DELETE', `/api/contracts/${open._id}`)).statusCode).toBe(204);
    const accepted = (await createFull(owner)).json();
    await t.database.db.update(contracts).set({ status: 'ACCEPTED' }).where(eq(contracts.id, accepted._id));
    const refused = await call(user, 'DELETE', `/api/contracts/${accepted._id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Only admin can do this action');
    expect((await call(owner, 'DELETE', `/api/contracts/${accepted._id}`)).statusCode).toBe(204);
  });

  it('archives and restores; archived contracts leave the working list', async () => {
    const { owner } = await company();
    const created = (await createFull(owner)).json();
    const archived = (await call(owner, 'POST', `/api/contracts/${created._id}/archive`)).json();
    expect(archived.archived).toBe(true);
    expect(Number.isNaN(Date.parse(archived.archivedAt))).toBe(false);
    expect((await call(owner, 'GET', '/api/contracts')).json().total).toBe(0);
    expect((await call(owner, 'GET', '/api/contracts?archived=true')).json().items[0]._id).toBe(created._id);
    const restored = (await call(owner, 'POST', `/api/contracts/${created._id}/restore`)).json();
    expect(restored).toMatchObject({ archived: false, archivedAt: null });
    expect((await call(owner, 'GET', '/api/contracts')).json().total).toBe(1);
  });

  it("keeps another company's contracts out of reach (404 like a missing one)", async () => {
    const mine = await company();
    const theirs = await company();
    const created = (await createFull(mine.owner)).json();
    const url = `/api/contracts/${created._id}`;
    expect((await call(theirs.owner, 'GET', url)).statusCode).toBe(404);
    expect((await call(theirs.owner, 'PUT', url, { newCustomer: { lastName: 'X' } })).statusCode).toBe(404);
    expect((await call(theirs.owner, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(theirs.owner, 'POST', `${url}/archive`)).statusCode).toBe(404);
    expect((await call(theirs.owner, 'GET', '/api/contracts')).json().total).toBe(0);
    expect((await call(mine.owner, 'GET', url)).json().archived).toBe(false);
  });

  it('gives a customer created with the job the move-out address when none of their own was typed', async () => {
    const { owner } = await company();
    const response = await call(owner, 'POST', '/api/contracts', {
      newCustomer: { lastName: 'Adresslos' },
      moveOut: {
        street: 'Bahnhofstrasse',
        streetNumber: '12',
        zipCode: '8001',
        city: 'Zürich',
        country: 'CH',
      },
    });
    expect(response.statusCode).toBe(201);
    const customer = (await call(owner, 'GET', `/api/customers/${response.json().customer._id}`)).json();
    expect(customer).toMatchObject({
      street: 'Bahnhofstrasse',
      streetNumber: '12',
      zipCode: '8001',
      city: 'Zürich',
      country: 'CH',
    });
  });

  it('keeps a customer who has contracts', async () => {
    const { owner } = await company();
    const created = (await createFull(owner)).json();
    const response = await call(owner, 'DELETE', `/api/customers/${created.customer._id}`, undefined, 'de');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Dieser Kunde hat Aufträge. Löschen Sie diese zuerst.');
  });
});
