import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { createTenant, createTestApp, type Tenant, type TestApp } from '../../testing/index.ts';
import { NOTIFICATION_PRUNE_JOB } from './notification-retention.ts';

const NOW = new Date('2026-11-26T10:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  tenant = await createTenant(t);
});
afterAll(() => t.close());

describe('old notifications', () => {
  it('go at night: read ones after 90 days, unread ones after a year; the rest stays', async () => {
    const row = (note: string, createdAt: Date, readAt: Date | null) => ({
      companyId: tenant.company.id,
      userId: tenant.owner.account.id,
      kind: 'offerViewed' as const,
      data: { note } as never,
      createdAt,
      readAt,
    });
    await t.database.db
      .insert(notifications)
      .values([
        row('read long ago', daysAgo(200), daysAgo(100)),
        row('read lately', daysAgo(200), daysAgo(30)),
        row('unread, recent', daysAgo(300), null),
        row('unread, over a year', daysAgo(400), null),
        row('read today', daysAgo(1), daysAgo(0)),
      ]);
    await t.database.db.transaction((tx) => t.app.jobs.enqueue(tx, NOTIFICATION_PRUNE_JOB, {}));
    const outcomes = await t.app.jobs.runDue<number>(NOTIFICATION_PRUNE_JOB);
    expect(outcomes).toEqual([expect.objectContaining({ ok: true, value: 2 })]);

    const left = await t.database.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(eq(notifications.userId, tenant.owner.account.id));
    expect(left.map((entry) => (entry.data as unknown as { note: string }).note).sort()).toEqual([
      'read lately',
      'read today',
      'unread, recent',
    ]);
  });
});
