import type { Language } from '@maxer/domain';
import { type ComposedMail, composeMail, formatMailDay } from '../../platform/mail/compose/index.ts';
import { fill, texts } from '../../platform/texts.ts';

/** The offer e-mail: the greeting, what it is, until when, and the link (catalogue mail.offer). */
export function offerMail(
  language: Language,
  input: { welcome: string; companyName: string; contractNumber: number; validUntil: string; link: string },
): ComposedMail {
  const t = texts(language, 'mail');
  const company = input.companyName;
  return composeMail({
    subject: fill(t.offer.subject, { number: input.contractNumber, company }),
    blocks: [
      fill(t.common.greeting, { welcome: input.welcome }),
      fill(t.offer.body, { validUntil: formatMailDay(input.validUntil, language) }),
      fill(t.common.regards, { company }),
      { link: { href: input.link, label: t.offer.link } },
    ],
  });
}
