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
  REVIEW_REQUEST: {
    de: {
      title: 'Wie zufrieden waren Sie mit {{company_name}}?',
      content:
        '<p>{{gender_welcome}}</p><p>Vielen Dank für Ihren Auftrag. Wir würden uns freuen, wenn Sie sich zwei Minuten Zeit nehmen und uns sagen, wie zufrieden Sie waren:</p><p>{{review_link}}</p><p>Freundliche Grüsse<br>{{company_name}}</p>',
    },
    en: {
      title: 'How satisfied were you with {{company_name}}?',
      content:
        '<p>{{gender_welcome}},</p><p>Thank you for your order. We would be glad if you took two minutes to tell us how satisfied you were:</p><p>{{review_link}}</p><p>Kind regards<br>{{company_name}}</p>',
    },
  },
  INQUIRY_RECEIVED: {
    de: {
      title: 'Ihre Anfrage bei {{company_name}}: Auftrag Nr. {{contract_number}}',
      content:
        '<p>{{gender_welcome}}</p><p>Vielen Dank für Ihre Anfrage. Wir haben sie unter der Nummer {{contract_number}} erhalten und melden uns so bald wie möglich mit einer Offerte bei Ihnen.</p><p>Freundliche Grüsse<br>{{company_name}}</p>',
    },
    en: {
      title: 'Your inquiry to {{company_name}}: job no. {{contract_number}}',
      content:
        '<p>{{gender_welcome}},</p><p>Thank you for your inquiry. We have received it under number {{contract_number}} and will get back to you with an offer as soon as we can.</p><p>Kind regards<br>{{company_name}}</p>',
    },
  },
  OFFER_REMINDER: {
    de: {
      title: 'Erinnerung: Offerte Nr. {{contract_number}} gültig bis {{valid_until}}',
      content:
        '<p>{{gender_welcome}}</p><p>Unsere Offerte Nr. {{contract_number}} ist noch bis {{valid_until}} gültig. Sie können sie hier ansehen und annehmen:</p><p>{{offer_link}}</p><p>Bei Fragen sind wir gerne für Sie da.</p><p>Freundliche Grüsse<br>{{company_name}}</p>',
    },
    en: {
      title: 'Reminder: offer no. {{contract_number}} valid until {{valid_until}}',
      content:
        '<p>{{gender_welcome}},</p><p>Our offer no. {{contract_number}} is valid until {{valid_until}}. You can view and accept it here:</p><p>{{offer_link}}</p><p>We are glad to answer any questions.</p><p>Kind regards<br>{{company_name}}</p>',
    },
  },
};
