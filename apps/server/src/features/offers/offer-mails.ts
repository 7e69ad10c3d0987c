import type { Language } from '@maxer/domain';
import { escapeHtml } from '../../platform/html.ts';

function render(paragraphs: string[], link?: { href: string; label: string }) {
  const text = [...paragraphs, ...(link ? [link.href] : [])].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
  ].join('');
  return { text, html };
}

export const formatDay = (day: string, language: Language) => {
  const [y, m, d] = day.split('-');
  return language === 'de' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
};

/** The offer e-mail: the greeting, what it is, until when, and the link. */
export function offerMail(
  language: Language,
  input: { welcome: string; companyName: string; contractNumber: number; validUntil: string; link: string },
) {
  const de = language === 'de';
  const subject = de
    ? `Ihre Offerte Nr. ${input.contractNumber} von ${input.companyName}`
    : `Your offer no. ${input.contractNumber} from ${input.companyName}`;
  const body = render(
    [
      `${input.welcome}${de ? '' : ','}`,
      de
        ? `Vielen Dank für Ihre Anfrage. Ihre Offerte ist bereit. Sie können sie bis am ${formatDay(input.validUntil, language)} online ansehen und annehmen.`
        : `Thank you for your enquiry. Your offer is ready. You can view and accept it online until ${formatDay(input.validUntil, language)}.`,
      de ? `Freundliche Grüsse\n${input.companyName}` : `Kind regards\n${input.companyName}`,
    ],
    { href: input.link, label: de ? 'Offerte ansehen' : 'View the offer' },
  );
  return { subject, ...body };
}
