import type { Language } from '@maxer/domain';
import { type ComposedMail, composeMail, formatMailDay } from '../../platform/mail/compose/index.ts';

/** The offer e-mail: the greeting, what it is, until when, and the link. */
export function offerMail(
  language: Language,
  input: { welcome: string; companyName: string; contractNumber: number; validUntil: string; link: string },
): ComposedMail {
  const de = language === 'de';
  const validUntil = formatMailDay(input.validUntil, language);
  return composeMail({
    subject: de
      ? `Ihre Offerte Nr. ${input.contractNumber} von ${input.companyName}`
      : `Your offer no. ${input.contractNumber} from ${input.companyName}`,
    blocks: [
      `${input.welcome}${de ? '' : ','}`,
      de
        ? `Vielen Dank für Ihre Anfrage. Ihre Offerte ist bereit. Sie können sie bis am ${validUntil} online ansehen und annehmen.`
        : `Thank you for your enquiry. Your offer is ready. You can view and accept it online until ${validUntil}.`,
      de ? `Freundliche Grüsse\n${input.companyName}` : `Kind regards\n${input.companyName}`,
      { link: { href: input.link, label: de ? 'Offerte ansehen' : 'View the offer' } },
    ],
  });
}
