import type { Language } from '@maxer/domain';
import { type ComposedMail, composeMail } from '../../platform/mail/compose/index.ts';
import { fill, texts } from '../../platform/texts.ts';

/** The invitation an owner sends a new employee: a link to set their own password (catalogue mail.invitation). */
export function invitationMail(
  language: Language,
  input: { firstName: string; companyName: string; link: string },
): ComposedMail {
  const t = texts(language, 'mail').invitation;
  const company = input.companyName;
  return composeMail({
    subject: fill(t.subject, { company }),
    blocks: [
      fill(t.greeting, { name: input.firstName }),
      { lead: fill(t.body, { company }), link: { href: input.link, label: t.button } },
      t.expiry,
    ],
  });
}

/** The invitation of a new platform admin: a link to set their password (catalogue mail.adminInvitation). */
export function adminInvitationMail(
  language: Language,
  input: { firstName: string; link: string },
): ComposedMail {
  const t = texts(language, 'mail').adminInvitation;
  return composeMail({
    subject: t.subject,
    blocks: [
      fill(t.greeting, { name: input.firstName }),
      { lead: t.body, link: { href: input.link, label: t.button } },
      t.expiry,
    ],
  });
}

/** "Forgot password": a one-time link to set a new password (catalogue mail.passwordReset). */
export function passwordResetMail(
  language: Language,
  input: { firstName: string; link: string },
): ComposedMail {
  const t = texts(language, 'mail').passwordReset;
  return composeMail({
    subject: t.subject,
    blocks: [
      fill(t.greeting, { name: input.firstName }),
      { lead: t.body, link: { href: input.link, label: t.button } },
      t.expiry,
    ],
  });
}
