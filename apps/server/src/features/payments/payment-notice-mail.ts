import { type Currency, formatMoney, type Language } from '@maxer/domain';
import { type ComposedMail, composeMail } from '../../platform/mail/compose/index.ts';

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

const texts = {
  de: {
    subject: (n: number) => `Zahlungseingang zu Rechnung ${n}`,
    greeting: (name: string) => `Guten Tag ${name}`,
    received: (amount: string, date: string, n: number) =>
      `Wir haben Ihre Zahlung von ${amount} vom ${date} für Rechnung ${n} erhalten. Vielen Dank.`,
    total: 'Rechnungsbetrag',
    paid: 'Bezahlt',
    balance: 'Offener Betrag',
    settled: 'Die Rechnung ist damit vollständig bezahlt.',
    regards: 'Freundliche Grüsse',
  },
  en: {
    subject: (n: number) => `Payment received for invoice ${n}`,
    greeting: (name: string) => `Hello ${name}`,
    received: (amount: string, date: string, n: number) =>
      `We have received your payment of ${amount} of ${date} for invoice ${n}. Thank you.`,
    total: 'Invoice amount',
    paid: 'Paid',
    balance: 'Balance due',
    settled: 'The invoice is now paid in full.',
    regards: 'Kind regards',
  },
} as const;

/** "31.03.2026" in German, "2026-03-31" stays as it is in English (unambiguous). */
function day(date: string, language: Language) {
  const [y, m, d] = date.split('-');
  return language === 'de' ? `${d}.${m}.${y}` : date;
}

/** The e-mail telling the customer a payment arrived and what remains to be paid (the new balance). */
export function paymentNoticeMail(notice: PaymentNotice): ComposedMail {
  const t = texts[notice.language];
  const money = (cents: number) => formatMoney(cents, notice.language, notice.currency);
  return composeMail({
    subject: t.subject(notice.invoiceNumber),
    blocks: [
      t.greeting(notice.customerName),
      t.received(money(notice.amount), day(notice.date, notice.language), notice.invoiceNumber),
      {
        rows: [
          [t.total, money(notice.total)],
          [t.paid, money(notice.paid)],
          [t.balance, money(notice.unpaid)],
        ],
      },
      ...(notice.unpaid === 0 ? [t.settled] : []),
      `${t.regards}\n${notice.companyName}`,
    ],
  });
}
