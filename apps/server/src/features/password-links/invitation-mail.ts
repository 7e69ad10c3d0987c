import type { Language } from '@maxer/domain';
import { escapeHtml } from '../../platform/html.ts';

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
) {
  const t = texts[language];
  const text = [t.greeting(input.firstName), '', t.body(input.companyName), input.link, '', t.expiry].join(
    '\n',
  );
  const html = `<p>${escapeHtml(t.greeting(input.firstName))}</p><p>${escapeHtml(t.body(input.companyName))}</p><p><a href="${escapeHtml(input.link)}">${escapeHtml(t.button)}</a></p><p>${escapeHtml(t.expiry)}</p>`;
  return { subject: t.subject(input.companyName), text, html };
}
