import { formatMoney, type Language } from '@maxer/domain';
import {
  type ComposedMail,
  composeMail,
  formatMailDay,
  genderWelcome,
  type MailValues,
} from '../../platform/mail/compose/index.ts';
import { fill, texts } from '../../platform/texts.ts';
import type { InvoiceView } from '../invoices/index.ts';

/**
 * The placeholders' values for an invoice e-mail. `total` is the invoice's total, `paid_amount` what
 * its payments cover and `open_amount` what is still to pay (what its PDF and payment code ask for);
 * the offer's placeholders (link, valid until) have nothing to say about an invoice and stay empty.
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
    open_amount: formatMoney(invoice.unpaid, language, invoice.currency),
    paid_amount: formatMoney(invoice.paid, language, invoice.currency),
    invoice_number: String(invoice.number),
    due_date: formatMailDay(invoice.dueDate, language),
  };
}

/**
 * What the built-in e-mail asks for: the open amount, as the attached PDF and its payment code do
 * (issue 12: after a partial payment it asked for the whole total). Payments so far are named.
 */
function requestText(view: InvoiceView, language: Language): string {
  const { invoice } = view;
  const t = texts(language, 'mail').invoice;
  const money = (cents: number) => formatMoney(cents, language, invoice.currency);
  const due = formatMailDay(invoice.dueDate, language);
  const attached = fill(t.attached, { number: invoice.number, total: money(invoice.total) });
  if (invoice.unpaid === 0) return fill(t.paidInFull, { attached });
  if (invoice.paid === 0) return fill(t.unpaid, { attached, due });
  return fill(t.partlyPaid, { attached, paid: money(invoice.paid), unpaid: money(invoice.unpaid), due });
}

/**
 * The built-in invoice e-mail, when no template is chosen: greeting, what is attached, what is open by
 * when, regards (catalogue mail.invoice).
 */
export function defaultInvoiceMail(view: InvoiceView, language: Language): ComposedMail {
  const { invoice, company } = view;
  const t = texts(language, 'mail');
  return composeMail({
    subject: fill(t.invoice.subject, { number: invoice.number, company: company.name }),
    blocks: [
      fill(t.common.greeting, { welcome: genderWelcome(view.customer, language) }),
      requestText(view, language),
      fill(t.common.regards, { company: company.name }),
    ],
  });
}
