import { type Currency, formatMoney, type Language } from '@maxer/domain';
import { type ComposedMail, composeMail } from '../../platform/mail/compose/index.ts';
import { fill, texts } from '../../platform/texts.ts';

export interface PaymentNotice {
  language: Language;
  companyName: string;
  customerName: string;
  invoiceNumber: number;
  currency: Currency;
  amount: number;
  date: string;
  total: number;
  paid: number;
  unpaid: number;
}

/** "31.03.2026" in German, "2026-03-31" stays as it is in English (unambiguous). */
function day(date: string, language: Language) {
  const [y, m, d] = date.split('-');
  return language === 'de' ? `${d}.${m}.${y}` : date;
}

/**
 * The e-mail telling the customer a payment arrived and what remains to be paid (the new balance);
 * its words are the catalogue's mail.paymentNotice.
 */
export function paymentNoticeMail(notice: PaymentNotice): ComposedMail {
  const t = texts(notice.language, 'mail');
  const words = t.paymentNotice;
  const money = (cents: number) => formatMoney(cents, notice.language, notice.currency);
  const number = notice.invoiceNumber;
  return composeMail({
    subject: fill(words.subject, { number }),
    blocks: [
      fill(words.greeting, { name: notice.customerName }),
      fill(words.received, { amount: money(notice.amount), date: day(notice.date, notice.language), number }),
      {
        rows: [
          [words.total, money(notice.total)],
          [words.paid, money(notice.paid)],
          [words.balance, money(notice.unpaid)],
        ],
      },
      ...(notice.unpaid === 0 ? [words.settled] : []),
      fill(t.common.regards, { company: notice.companyName }),
    ],
  });
}
