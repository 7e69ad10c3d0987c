import type { AppointmentSettings } from '@maxer/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';

export async function getAppointmentSettings(db: Db, ctx: RequestContext): Promise<AppointmentSettings> {
  authorize(ctx, 'company:update');
  const [row] = await db
    .select({ customerReminders: companies.appointmentReminders })
    .from(companies)
    .where(eq(companies.id, companyOf(ctx)));
  return { customerReminders: row?.customerReminders ?? true };
}

export async function changeAppointmentSettings(
  db: Db,
  ctx: RequestContext,
  settings: AppointmentSettings,
): Promise<AppointmentSettings> {
  authorize(ctx, 'company:update');
  const companyId = companyOf(ctx);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .update(companies)
      .set({ appointmentReminders: settings.customerReminders })
      .where(eq(companies.id, companyId))
      .returning({ id: companies.id });
    if (!before) return;
    await recordActivity(tx, ctx, companyId, {
      entityType: 'company',
      entityId: companyId,
      action: 'update',
      changes: { appointmentReminders: [!settings.customerReminders, settings.customerReminders] },
    });
  });
  return settings;
}
