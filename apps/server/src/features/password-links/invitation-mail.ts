import type { Language } from '@maxer/domain';
import { type ComposedMail, composeMail } from '../../platform/mail/compose/index.ts';

const texts = {
  de: {
    subject: (company: string) => `Ihr Zugang zu Maxer bei ${company}`,
    greeting: (name: string) => `Guten Tag ${name}`,
    body: (company: string) =>
      `${company} hat für Sie ein Konto in Maxer eröffnet. Legen Sie hier Ihr Passwort fest:`,
    button: 'Passwort festlegen',
    expiry: 'Der Link ist 72 Stunden gültig und kann einmal verwendet werden.',
  },
  en: {
    subject: (company: string) => `Your Maxer account at ${company}`,
    greeting: (name: string) => `Hello ${name}`,
    body: (company: string) => `${company} has opened a Maxer account for you. Set your password here:`,
    button: 'Set password',
    expiry: 'The link is valid for 72 hours and can be used once.',
  },
} as const;

/** The invitation an owner sends a new employee: a link to set their own password. */
export function invitationMail(
  language: Language,
  input: { firstName: string; companyName: string; link: string },
): ComposedMail {
  const t = texts[language];
  return composeMail({
    subject: t.subject(input.companyName),
    blocks: [
      t.greeting(input.firstName),
      { lead: t.body(input.companyName), link: { href: input.link, label: t.button } },
      t.expiry,
    ],
  });
}
