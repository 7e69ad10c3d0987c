import type { Appointment, Language } from '@maxer/domain';
import { wallClockIn } from '@maxer/domain';
import { invitationIcs } from '../../platform/calendar/ics.ts';
import { composeMail, formatMailDay, type MailBlock } from '../../platform/mail/compose/index.ts';
import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import { fill, texts } from '../../platform/texts.ts';

/** Who gets an invitation: an assigned person, or the customer (who never sees the internal notes). */
export interface Invitee {
  name: string;
  email: string;
  role: 'employee' | 'customer';
}

export type InvitationChange = 'new' | 'changed' | 'cancelled';

export interface InvitationSender {
  companyId: string;
  companyName: string;
  timeZone: string;
  /** The address invitations come from: the organiser calendars show. */
  organizerEmail: string;
  language: Language;
}

/** The outbox's relation of an appointment's messages (the mail log of the appointment). */
export const APPOINTMENT_RELATION = 'appointment';

/** Our id as the invitation's UID: every calendar keeps one copy of the appointment, whatever it is sent. */
export function appointmentUid(id: string, organizerEmail: string): string {
  return `${id}@${organizerEmail.split('@')[1] ?? 'maxer'}`;
}

/** "15.12.2026 08:00" or "15 Dec 2026 08:00", in the company's zone. */
export function appointmentWhen(at: Date, timeZone: string, language: Language): string {
  const [day, time] = wallClockIn(at, timeZone).split('T') as [string, string];
  return `${formatMailDay(day, language)} ${time}`;
}

/**
 * One e-mail per invitee with the appointment as an `.ics` (METHOD:REQUEST to add or update, CANCEL
 * to remove), in the office's language (ADR 043).
 */
export function invitationMails(
  appointment: Appointment,
  change: InvitationChange,
  invitees: readonly Invitee[],
  sender: InvitationSender,
): OutgoingMail[] {
  const t = texts(sender.language, 'calendar');
  const start = new Date(appointment.startsAt);
  const kind = t.kinds[appointment.kind];
  const when = appointmentWhen(start, sender.timeZone, sender.language);
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const subject = fill(
    change === 'new'
      ? t.invitation.subject
      : change === 'changed'
        ? t.invitation.changedSubject
        : t.invitation.cancelledSubject,
    { kind, when },
  );
  const summary = appointment.customer ? `${kind}: ${appointment.customer.name}` : kind;
  const filename = sender.language === 'de' ? 'termin.ics' : 'appointment.ics';

  return invitees.map((invitee) => {
    const rows: [string, string][] = [
      [t.invitation.what, kind],
      [t.invitation.when, when],
      [t.invitation.duration, fill(t.invitation.minutes, { minutes: appointment.durationMinutes })],
    ];
    if (appointment.location) rows.push([t.invitation.where, appointment.location]);
    if (appointment.customer && invitee.role === 'employee')
      rows.push([t.invitation.customer, appointment.customer.name]);
    if (appointment.contract && invitee.role === 'employee')
      rows.push([t.invitation.job, String(appointment.contract.number)]);
    const notes = invitee.role === 'employee' ? appointment.notes : null;
    if (notes) rows.push([t.invitation.notes, notes]);
    const blocks: MailBlock[] = [
      fill(t.invitation.greeting, { name: invitee.name }),
      fill(t.invitation[change], { company: sender.companyName }),
      { rows },
      fill(t.invitation.regards, { company: sender.companyName }),
    ];
    const ics = invitationIcs({
      method,
      timeZone: sender.timeZone,
      organizer: { name: sender.companyName, email: sender.organizerEmail },
      attendees: [{ name: invitee.name, email: invitee.email }],
      event: {
        uid: appointmentUid(appointment._id, sender.organizerEmail),
        sequence: appointment.sequence,
        start,
        end: new Date(appointment.endsAt),
        summary,
        description: notes,
        location: appointment.location,
      },
    });
    return {
      companyId: sender.companyId,
      kind: 'appointment',
      related: { type: APPOINTMENT_RELATION, id: appointment._id },
      to: invitee.email,
      ...composeMail({ subject, blocks }),
      attachments: [
        {
          filename,
          contentType: `text/calendar; charset=utf-8; method=${method}`,
          content: Buffer.from(ics, 'utf8'),
        },
      ],
    };
  });
}
