import { formatMoney, type Language } from '@maxer/domain';
import { escapeHtml } from '../../platform/html.ts';
import { genderWelcome } from '../documents/placeholders.ts';
import type { InvoiceView } from '../invoices/invoice-view.ts';
import type { MailValues, RenderedMail } from '../mail-templates/mail-render.ts';
import { formatDay } from '../offers/offer-mails.ts';

/**
 * The placeholders' values for an invoice e-mail. `total` is the invoice's total; the offer's
 * placeholders (link, valid until) have nothing to say about an invoice and stay empty.
 */
export function invoiceMailValues(view: InvoiceView, language: Language, recipient: string): MailValues {
  const { invoice, customer, company } = view;
  return {
    gender_welcome: genderWelcome(customer, language),
    name: invoice.customer.name,
    email: recipient,
    contract_number: invoice.contract ? String(invoice.contract.number) : '',
    offer_link: '',
    valid_until: '',
    company_name: company.name,
    review_link: '',
    total: formatMoney(invoice.total, language, invoice.currency),
    invoice_number: String(invoice.number),
    due_date: formatDay(invoice.dueDate, language),
  };
}

/** The built-in invoice e-mail, when no template is chosen: greeting, what is attached, by when, regards. */
export function defaultInvoiceMail(view: InvoiceView, language: Language): RenderedMail {
  const { invoice, company } = view;
  const de = language === 'de';
  const welcome = genderWelcome(view.customer, language);
  const total = formatMoney(invoice.total, language, invoice.currency);
  const due = formatDay(invoice.dueDate, language);
  const paragraphs = [
    `${welcome}${de ? '' : ','}`,
    de
      ? `Im Anhang erhalten Sie unsere Rechnung Nr. ${invoice.number} über ${total}. Wir bitten Sie, den Betrag bis am ${due} zu überweisen.`
      : `Please find attached our invoice no. ${invoice.number} for ${total}. We kindly ask you to pay the amount by ${due}.`,
    de ? `Freundliche Grüsse\n${company.name}` : `Kind regards\n${company.name}`,
  ];
  return {
    subject: de
      ? `Rechnung Nr. ${invoice.number} von ${company.name}`
      : `Invoice no. ${invoice.number} from ${company.name}`,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join(''),
  };
}
