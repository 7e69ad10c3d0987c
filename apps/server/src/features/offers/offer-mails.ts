import { formatMoney, type Language } from '@maxer/domain';
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

/** The confirmation after acceptance (the default ACCEPT_OFFER system e-mail). */
export function acceptedMail(
  language: Language,
  input: {
    welcome: string;
    companyName: string;
    contractNumber: number;
    grossHigh: number;
    currency: 'CHF' | 'EUR';
  },
) {
  const de = language === 'de';
  const subject = de
    ? `Bestätigung: Offerte Nr. ${input.contractNumber} angenommen`
    : `Confirmation: offer no. ${input.contractNumber} accepted`;
  const body = render([
    `${input.welcome}${de ? '' : ','}`,
    de
      ? `Sie haben unsere Offerte Nr. ${input.contractNumber} angenommen (bis ${formatMoney(input.grossHigh, language, input.currency)}). Wir melden uns in Kürze für die Details.`
      : `You have accepted our offer no. ${input.contractNumber} (up to ${formatMoney(input.grossHigh, language, input.currency)}). We will be in touch about the details shortly.`,
    de ? `Freundliche Grüsse\n${input.companyName}` : `Kind regards\n${input.companyName}`,
  ]);
  return { subject, ...body };
}
