import type { Language } from '../i18n.ts';
import type { SystemEmailType } from './system-email.schemas.ts';

/**
 * The built-in wording of each automatic e-mail, sent when the company has not written its own for
 * the language. Written with the same placeholders a company may use, so one renderer fills both.
 */
export const SYSTEM_EMAIL_DEFAULTS: Record<
  SystemEmailType,
  Record<Language, { title: string; content: string }>
> = {
  ACCEPT_OFFER: {
    de: {
      title: 'Bestätigung: Offerte Nr. {{contract_number}} angenommen',
      content:
        '<p>{{gender_welcome}}</p><p>Sie haben unsere Offerte Nr. {{contract_number}} angenommen. Vereinbarter Preis: {{total}}. Wir melden uns in Kürze für die Details.</p><p>Freundliche Grüsse<br>{{company_name}}</p>',
    },
    en: {
      title: 'Confirmation: offer no. {{contract_number}} accepted',
      content:
        '<p>{{gender_welcome}},</p><p>You have accepted our offer no. {{contract_number}}. Agreed price: {{total}}. We will be in touch about the details shortly.</p><p>Kind regards<br>{{company_name}}</p>',
    },
  },
};
