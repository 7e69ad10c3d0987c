import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { createTenant, createTestApp, type Tenant, type TestApp } from '../../testing/index.ts';
import { WEBHOOK_PRUNE_JOB } from './webhook-retention.ts';

const NOW = new Date('2026-11-27T10:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  tenant = await createTenant(t);
});
afterAll(() => t.close());

describe('old webhook deliveries', () => {
  it('go at night 30 days after they were queued, once delivered or failed; pending ones stay', async () => {
    const [endpoint] = await t.database.db
      .insert(webhookEndpoints)
      .values({
        companyId: tenant.company.id,
        url: 'https://hooks.example.com/maxer',
        events: ['customer.created'],
        secret: 'whsec_test',
      })
      .returning({ id: webhookEndpoints.id });
    const delivery = (note: string, status: 'pending' | 'delivered' | 'failed', createdAt: Date) => ({
      companyId: tenant.company.id,
      endpointId: endpoint!.id,
      eventId: randomUUID(),
      eventType: 'customer.created',
      payload: JSON.stringify({ note }),
      status,
      createdAt,
    });
    await t.database.db
      .insert(webhookDeliveries)
      .values([
        delivery('delivered long ago', 'delivered', daysAgo(31)),
        delivery('failed long ago', 'failed', daysAgo(45)),
        delivery('pending long ago', 'pending', daysAgo(40)),
        delivery('delivered lately', 'delivered', daysAgo(29)),
        delivery('failed today', 'failed', daysAgo(0)),
      ]);

    await t.database.db.transaction((tx) => t.app.jobs.enqueue(tx, WEBHOOK_PRUNE_JOB, {}));
    const outcomes = await t.app.jobs.runDue<number>(WEBHOOK_PRUNE_JOB);
    expect(outcomes).toEqual([expect.objectContaining({ ok: true, value: 2 })]);

    const left = await t.database.db
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint!.id));
    expect(left.map((row) => (JSON.parse(row.payload) as { note: string }).note).sort()).toEqual([
      'delivered lately',
      'failed today',
      'pending long ago',
    ]);
  });

  it('are looked for every night by the app that runs the workers', async () => {
    const worker = await createTestApp({
      now: () => NOW,
      jobs: { runWorker: true, pollingIntervalSeconds: 30 },
    });
    try {
      expect(await worker.app.jobs.boss.getSchedules(WEBHOOK_PRUNE_JOB)).toMatchObject([
        { cron: '50 3 * * *', timezone: 'Europe/Zurich' },
      ]);
    } finally {
      await worker.close();
    }
  });
});
