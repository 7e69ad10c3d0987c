import type { Appointment, Language } from '@maxer/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { type InvitationChange, type Invitee, invitationMails } from './appointment-invitations.ts';

/** Who gets the invitations of `appointment`: its people, and its customer with "copy to customer". */
export function inviteesOf(appointment: Appointment): Invitee[] {
  const invitees: Invitee[] = appointment.employees.map((person) => ({
    name: person.name,
    email: person.email,
    role: 'employee',
  }));
  if (appointment.copyToCustomer && appointment.customer?.email)
    invitees.push({ name: appointment.customer.name, email: appointment.customer.email, role: 'customer' });
  return invitees;
}

/**
 * Queue the invitation (REQUEST) or cancellation (CANCEL) e-mails of a change, each with its .ics,
 * in the change's transaction (ADR 043): they go out only if the change commits.
 */
export async function sendInvitations(
  deps: { mailer: Mailer; mailFrom: string },
  tx: Db,
  companyId: string,
  appointment: Appointment,
  change: InvitationChange,
  invitees: readonly Invitee[],
  language: Language,
): Promise<void> {
  if (invitees.length === 0) return;
  const [company] = await tx
    .select({ name: companies.name, timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  const organizerEmail = /<([^>]+)>/.exec(deps.mailFrom)?.[1] ?? deps.mailFrom;
  const mails = invitationMails(appointment, change, invitees, {
    companyId,
    companyName: company!.name,
    timeZone: company!.timeZone,
    organizerEmail,
    language,
  });
  for (const mail of mails) await deps.mailer.enqueue(tx, mail);
}
