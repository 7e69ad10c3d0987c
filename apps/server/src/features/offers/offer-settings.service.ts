import {
  OFFER_REMINDER_DAYS,
  OFFER_VALIDITY_DAYS,
  type OfferSettings,
  type OfferSettingsInput,
} from '@maxer/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { diff, recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';

const columns = {
  reminders: companies.offerReminders,
  reminderDays: companies.offerReminderDays,
  validityDays: companies.offerValidityDays,
  signatureRequired: companies.offerSignatureRequired,
};

/** The settings' columns by their names in the activity log. */
const recorded = (settings: OfferSettings) => ({
  offerReminders: settings.reminders,
  offerReminderDays: settings.reminderDays,
  offerValidityDays: settings.validityDays,
  offerSignatureRequired: settings.signatureRequired,
});

/**
 * The company's offer follow-up settings (ADR 057), set up like its other settings by its owners: the
 * reminder before an offer's last day, the validity of an offer sent again, the required signature.
 */
export async function getOfferSettings(db: Db, ctx: RequestContext): Promise<OfferSettings> {
  authorize(ctx, 'company:update');
  const [row] = await db
    .select(columns)
    .from(companies)
    .where(eq(companies.id, companyOf(ctx)));
  return (
    row ?? {
      reminders: true,
      reminderDays: OFFER_REMINDER_DAYS.default,
      validityDays: OFFER_VALIDITY_DAYS.default,
      signatureRequired: false,
    }
  );
}

export async function changeOfferSettings(
  db: Db,
  ctx: RequestContext,
  input: Required<OfferSettingsInput>,
): Promise<OfferSettings> {
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
        offerReminders: input.reminders,
        offerReminderDays: input.reminderDays,
        offerValidityDays: input.validityDays,
        offerSignatureRequired: input.signatureRequired,
      })
      .where(eq(companies.id, companyId));
    await recordActivity(tx, ctx, companyId, {
      entityType: 'company',
      entityId: companyId,
      action: 'update',
      changes: diff(recorded(before), recorded(input)),
    });
  });
  return getOfferSettings(db, ctx);
}
