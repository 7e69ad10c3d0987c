import type { AppointmentKind, Language } from '@maxer/domain';
import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, companies, customers } from '../../db/schema/index.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { scheduleSweep } from '../../platform/jobs/sweep.ts';
import { composeMail } from '../../platform/mail/compose/index.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { fill, texts } from '../../platform/texts.ts';
import { customerName } from '../customers/index.ts';
import { APPOINTMENT_RELATION, appointmentWhen } from './appointment-invitations.ts';

/**
 * The customer's reminder of an appointment the day before (issue 17): every hour, the appointments
 * the customer was invited to ("copy to customer", an e-mail address) that start within a day get one
 * e-mail, once (`reminder_sent_at`, set in the transaction that queues it), unless the company
 * switched reminders off or the appointment was made within that day (the invitation is fresh).
 */
export const APPOINTMENT_REMINDER_JOB = 'appointments.remind';
const DAY_MS = 86_400_000;
/** At most this many reminders an hour's run writes; the rest wait for the next hour. */
const BATCH = 500;

interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  now: () => Date;
}

export function scheduleAppointmentReminders(jobs: JobQueue, deps: ReminderDeps): void {
  scheduleSweep(jobs, APPOINTMENT_REMINDER_JOB, '5 * * * *', () => sendDueReminders(deps));
}

/** Sends the reminders due now; answers how many went into the outbox. */
export async function sendDueReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .select({
      id: appointments.id,
      companyId: appointments.companyId,
      kind: appointments.kind,
      startsAt: appointments.startsAt,
      durationMinutes: appointments.durationMinutes,
      location: appointments.location,
      language: appointments.language,
      customerName,
      email: customers.email,
      companyName: companies.name,
      timeZone: companies.timeZone,
    })
    .from(appointments)
    .innerJoin(companies, eq(companies.id, appointments.companyId))
    .innerJoin(
      customers,
      and(eq(customers.companyId, appointments.companyId), eq(customers.id, appointments.customerId)),
    )
    .where(
      and(
        isNull(appointments.reminderSentAt),
        eq(appointments.copyToCustomer, true),
        gt(appointments.startsAt, now),
        lte(appointments.startsAt, new Date(now.getTime() + DAY_MS)),
        sql`${appointments.createdAt} <= ${appointments.startsAt} - interval '1 day'`,
        eq(companies.active, true),
        eq(companies.appointmentReminders, true),
        isNotNull(customers.email),
      ),
    )
    .limit(BATCH);
  let sent = 0;
  for (const row of due) {
    const queued = await deps.db.transaction(async (tx) => {
      // Claimed here, so a second run (another instance, a retry) finds it reminded.
      const claimed = await tx
        .update(appointments)
        .set({ reminderSentAt: now })
        .where(and(eq(appointments.id, row.id), isNull(appointments.reminderSentAt)))
        .returning({ id: appointments.id });
      if (claimed.length === 0) return false;
      await deps.mailer.enqueue(tx, {
        companyId: row.companyId,
        kind: 'appointment-reminder',
        related: { type: APPOINTMENT_RELATION, id: row.id },
        to: row.email!,
        ...reminderMail(row),
      });
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

function reminderMail(row: {
  kind: AppointmentKind;
  startsAt: Date;
  durationMinutes: number;
  location: string | null;
  language: Language;
  customerName: string;
  companyName: string;
  timeZone: string;
}) {
  const t = texts(row.language, 'calendar');
  const kind = t.kinds[row.kind];
  const when = appointmentWhen(row.startsAt, row.timeZone, row.language);
  const rows: [string, string][] = [
    [t.invitation.what, kind],
    [t.invitation.when, when],
    [t.invitation.duration, fill(t.invitation.minutes, { minutes: row.durationMinutes })],
  ];
  if (row.location) rows.push([t.invitation.where, row.location]);
  return composeMail({
    subject: fill(t.reminder.subject, { kind, when }),
    blocks: [
      fill(t.invitation.greeting, { name: row.customerName }),
      fill(t.reminder.text, { company: row.companyName }),
      { rows },
      fill(t.invitation.regards, { company: row.companyName }),
    ],
  });
}
