import { invoicePaymentCode, type Language, type PaymentCode, type PlatformInvoice } from '@maxer/domain';
import {
  DEFAULT_ACCENT,
  documentFormat,
  documentWriter,
  drawDocumentHead,
  drawOpening,
  footerLine,
  loadPdfEngine,
  paymentPart,
  vatNumberLine,
} from '../../../platform/pdf/index.ts';
import type { PlatformCreditor } from '../../../platform/platform-billing.ts';
import { fill, texts } from '../../../platform/texts.ts';

/** Everything a platform invoice PDF shows, as plain data: the renderer reads no database and no file. */
export interface PlatformInvoicePdfInput {
  language: Language;
  invoice: PlatformInvoice;
  /** The platform as creditor (configuration, ADR 042). */
  creditor: PlatformCreditor;
  website: string | null;
}

const debtorAddress = (invoice: PlatformInvoice) => invoice.company.address;

/**
 * The payment code for the invoice's total while it is OPEN (Swiss QR-bill with the QR or RF reference
 * fixed at creation), through the domain's one decision for invoices; none once paid or canceled.
 */
export function platformInvoicePaymentCode(input: PlatformInvoicePdfInput): PaymentCode {
  const { invoice, creditor } = input;
  const address = debtorAddress(invoice);
  return invoicePaymentCode({
    iban: invoice.paymentIban,
    reference: invoice.paymentReference,
    currency: invoice.currency,
    amount: invoice.status === 'OPEN' ? invoice.totalCents : 0,
    invoiceNumber: invoice.number,
    company: {
      name: creditor.name,
      street: creditor.street,
      buildingNumber: creditor.houseNumber,
      zip: creditor.postcode,
      city: creditor.town,
      country: creditor.country,
    },
    customer: {
      name: invoice.company.name,
      street: address.street,
      buildingNumber: address.houseNumber,
      zip: address.postcode,
      city: address.town,
      country: address.country,
    },
    message: `${texts(input.language, 'pdf').invoice.invoice} ${invoice.number}`,
  });
}

/**
 * The platform's invoice to a company, on the document engine every invoice uses (platform/pdf,
 * ADR 028): the platform's letterhead, the company's snapshot address, the facts, the lines, totals
 * with VAT, the payment terms and the Swiss QR-bill payment part while it is open.
 */
export async function renderPlatformInvoicePdf(input: PlatformInvoicePdfInput): Promise<Buffer> {
  // The PDF packages are loaded at the first document (ADR 063).
  await loadPdfEngine();
  const { invoice, creditor, language } = input;
  const labels = texts(language, 'pdf').invoice;
  const own = texts(language, 'pdf').platformInvoice;
  const { money, quantity, day } = documentFormat(language, 'UTC', invoice.currency);
  const title = `${labels.invoice} ${invoice.number}`;
  const pdf = documentWriter({
    title,
    author: creditor.name,
    language: language === 'de' ? 'de-CH' : 'en',
    accent: DEFAULT_ACCENT,
  });
  const { heading, row, totalRule } = pdf;
  const payment = paymentPart(pdf, platformInvoicePaymentCode(input), language);

  const facts: [string, string][] = [
    [labels.invoiceNumber, String(invoice.number)],
    [labels.date, day(invoice.date)],
    [labels.dueDate, day(invoice.dueDate)],
  ];
  if (invoice.periodStart && invoice.periodEnd)
    facts.push([own.period, `${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`]);
  const address = debtorAddress(invoice);
  drawDocumentHead(pdf, {
    company: {
      name: creditor.name,
      website: input.website,
      logo: null,
      address: [
        [creditor.street, creditor.houseNumber].filter(Boolean).join(' '),
        `${creditor.postcode} ${creditor.town}`,
      ],
      legal: vatNumberLine(creditor.vatNumber, language),
    },
    accent: DEFAULT_ACCENT,
    address: [
      invoice.company.name,
      [address.street, address.houseNumber].filter(Boolean).join(' '),
      [address.postcode, address.town].filter(Boolean).join(' '),
      address.country !== 'CH' ? address.country : '',
    ].filter(Boolean),
    facts,
    title,
    spacing: 'compact',
  });
  drawOpening(pdf, { header: null, greeting: own.greeting, intro: own.intro, fill: (text) => text });

  heading(labels.lines);
  for (const line of invoice.lines) {
    row(line.description, money(line.amountCents), {
      details: [`${quantity(line.quantity)} × ${money(line.unitPriceCents)}`],
    });
  }

  heading(labels.totals);
  row(labels.net, money(invoice.netCents));
  row(fill(labels.vatAdded, { rate: quantity(invoice.vatRate) }), money(invoice.vatCents));
  totalRule();
  row(labels.gross, money(invoice.totalCents), { face: 'bold' });

  heading(labels.payment);
  if (invoice.canceled) {
    row(
      fill(own.canceled, { date: day(invoice.canceled.at.slice(0, 10)), reason: invoice.canceled.reason }),
      null,
      {
        face: 'bold',
      },
    );
  } else if (invoice.paid) {
    row(fill(own.paidOn, { date: day(invoice.paid.on) }), null);
  } else {
    const days = Math.round((Date.parse(invoice.dueDate) - Date.parse(invoice.date)) / 86_400_000);
    row(
      days > 0
        ? fill(labels.termsNet, { days, due: day(invoice.dueDate) })
        : fill(labels.termsImmediate, { due: day(invoice.dueDate) }),
      null,
    );
    payment.drawDetails({ unpaid: invoice.totalCents, iban: invoice.paymentIban });
  }

  return pdf.finish(
    footerLine({ name: creditor.name, website: input.website }),
    (page, pages) => fill(labels.page, { page, pages }),
    payment.finishing,
  );
}
