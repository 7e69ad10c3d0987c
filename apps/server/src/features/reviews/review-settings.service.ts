import { REVIEW_AUTO_REQUEST_DAYS, type ReviewSettings } from '@maxer/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { diff, recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';

const columns = {
  reminders: companies.reviewReminders,
  reminderDays: companies.reviewReminderDays,
  publicReviewUrl: companies.reviewPublicUrl,
  autoRequests: companies.reviewAutoRequests,
  autoRequestDays: companies.reviewAutoRequestDays,
};

/** The settings' columns by their names in the activity log. */
const recorded = (settings: ReviewSettings) => ({
  reviewReminders: settings.reminders,
  reviewReminderDays: settings.reminderDays,
  reviewPublicUrl: settings.publicReviewUrl,
  reviewAutoRequests: settings.autoRequests,
  reviewAutoRequestDays: settings.autoRequestDays,
});

/**
 * The company's review settings, set up like its other settings by its owners: the reminder of an
 * unanswered request (ADR 047), the public review page of the funnel and the automatic request after
 * a job (ADR 050).
 */
export async function getReviewSettings(db: Db, ctx: RequestContext): Promise<ReviewSettings> {
  authorize(ctx, 'company:update');
  const [row] = await db
    .select(columns)
    .from(companies)
    .where(eq(companies.id, companyOf(ctx)));
  return (
    row ?? {
      reminders: true,
      reminderDays: 5,
      publicReviewUrl: null,
      autoRequests: false,
      autoRequestDays: REVIEW_AUTO_REQUEST_DAYS.default,
    }
  );
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
      .set({
        reviewReminders: settings.reminders,
        reviewReminderDays: settings.reminderDays,
        reviewPublicUrl: settings.publicReviewUrl,
        reviewAutoRequests: settings.autoRequests,
        reviewAutoRequestDays: settings.autoRequestDays,
      })
      .where(eq(companies.id, companyId));
    await recordActivity(tx, ctx, companyId, {
      entityType: 'company',
      entityId: companyId,
      action: 'update',
      changes: diff(recorded(before), recorded(settings)),
    });
  });
  return getReviewSettings(db, ctx);
}
