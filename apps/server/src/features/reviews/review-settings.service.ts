import type { ReviewSettings } from '@maxer/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { diff, recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';

const columns = { reminders: companies.reviewReminders, reminderDays: companies.reviewReminderDays };

/** The reminder of unanswered review requests: set up like the company's settings, by its owners. */
export async function getReviewSettings(db: Db, ctx: RequestContext): Promise<ReviewSettings> {
  authorize(ctx, 'company:update');
  const [row] = await db
    .select(columns)
    .from(companies)
    .where(eq(companies.id, companyOf(ctx)));
  return row ?? { reminders: true, reminderDays: 5 };
}

export async function changeReviewSettings(
  db: Db,
  ctx: RequestContext,
  settings: ReviewSettings,
): Promise<ReviewSettings> {
  authorize(ctx, 'company:update');
  const companyId = companyOf(ctx);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select(columns)
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!before) return;
    await tx
      .update(companies)
      .set({ reviewReminders: settings.reminders, reviewReminderDays: settings.reminderDays })
      .where(eq(companies.id, companyId));
    await recordActivity(tx, ctx, companyId, {
      entityType: 'company',
      entityId: companyId,
      action: 'update',
      changes: diff(
        { reviewReminders: before.reminders, reviewReminderDays: before.reminderDays },
        { reviewReminders: settings.reminders, reviewReminderDays: settings.reminderDays },
      ),
    });
  });
  return getReviewSettings(db, ctx);
}
