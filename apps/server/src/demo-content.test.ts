import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemo } from './db/seed.ts';
import { seedDemoContent } from './demo-content.ts';
import { createTestApp, type Session, signIn, type TestApp } from './testing/index.ts';

const PASSWORD = 'demo-passwort-1';
let t: TestApp;
let owner: Session;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemo(t.database.db, PASSWORD)).toBe(true);
  await seedDemoContent(t.app, t.database.db, { email: DEMO_ACCOUNTS.owner, password: PASSWORD });
  owner = await signIn(t.app, DEMO_ACCOUNTS.owner, { password: PASSWORD });
});
afterAll(() => t.close());

const list = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: owner.headers });
  expect(response.statusCode, url).toBe(200);
  return response.json().items as Record<string, unknown>[];
};

describe('the demo company', () => {
  it('has a catalogue: services, vehicles and articles', async () => {
    expect((await list('/api/services')).length).toBeGreaterThanOrEqual(3);
    expect(await list('/api/vehicles')).toHaveLength(2);
    expect((await list('/api/items?pageSize=100')).length).toBeGreaterThanOrEqual(4);
    expect((await list('/api/customers?pageSize=100')).length).toBeGreaterThanOrEqual(6);
  });

  it('has jobs in every state, one accepted in part, and an offer waiting', async () => {
    const jobs = await list('/api/contracts?pageSize=100');
    const states = new Set(jobs.map((job) => job.status));
    for (const state of ['OPEN', 'PENDING', 'ACCEPTED', 'REJECTED']) expect(states, state).toContain(state);
    const offers = await list('/api/offers?pageSize=100');
    expect(offers.some((offer) => offer.state === 'open')).toBe(true);
    const accepted = await Promise.all(
      jobs
        .filter((job) => job.status === 'ACCEPTED')
        .map(async (job) =>
          (
            await t.app.inject({ method: 'GET', url: `/api/contracts/${job._id}`, headers: owner.headers })
          ).json(),
        ),
    );
    expect(accepted.some((job) => job.price.acceptedServices.length === 2)).toBe(true);
  });

  it('has appointments: a viewing and a move, linked to their jobs', async () => {
    const appointments = await list('/api/appointments?pageSize=100');
    expect(appointments.map((item) => item.kind).sort()).toEqual(['move', 'viewing']);
    expect(appointments.every((item) => item.contract !== null && item.customer !== null)).toBe(true);
  });

  it('has invoices paid, partly paid and overdue', async () => {
    const invoices = await list('/api/invoices?pageSize=100');
    expect(invoices.some((invoice) => invoice.unpaid === 0 && (invoice.paid as number) > 0)).toBe(true);
    expect(invoices.some((invoice) => (invoice.paid as number) > 0 && (invoice.unpaid as number) > 0)).toBe(
      true,
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(
      invoices.some((invoice) => (invoice.unpaid as number) > 0 && String(invoice.dueDate) < today),
    ).toBe(true);
  });
});
