import { formatMoney, type Language, type PlatformInvoice } from '@maxer/domain';
import { type ComposedMail, composeMail, formatMailDay } from '../../platform/mail/compose/index.ts';
import { fill, texts } from '../../platform/texts.ts';

/** The platform's invoice e-mail to one owner of the company (catalogue mail.platformInvoice). */
export function platformInvoiceMail(
  language: Language,
  input: { invoice: PlatformInvoice; firstName: string; payLink: string },
): ComposedMail {
  const t = texts(language, 'mail').platformInvoice;
  const { invoice } = input;
  const period = invoice.period ? `${invoice.period.slice(5)}.${invoice.period.slice(0, 4)}` : invoice.date;
  return composeMail({
    subject: fill(t.subject, { number: invoice.number, period }),
    blocks: [
      fill(t.greeting, { name: input.firstName }),
      fill(t.body, {
        number: invoice.number,
        company: invoice.company.name,
        total: formatMoney(invoice.totalCents, language, 'CHF'),
        due: formatMailDay(invoice.dueDate, language),
      }),
      { lead: t.payLead, link: { href: input.payLink, label: t.payButton } },
      t.regards,
    ],
  });
}
