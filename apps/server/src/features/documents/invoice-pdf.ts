import {
  type Currency,
  type CustomerType,
  formatIban,
  formatMoney,
  formatQrReference,
  formatQuantity,
  formatRfReference,
  type Gender,
  type Invoice,
  invoicePaymentCode,
  type Language,
  type PaymentCode,
  paymentCodeProblemText,
  plainTextBlocks,
  type QrAddress,
  richTextBlocks,
} from '@maxer/domain';
import { genderWelcome } from '../../platform/mail/compose/index.ts';
import { drawEpcCode, EPC_CODE_SIZE } from './invoice-pdf-epc.ts';
import { INVOICE_PDF_LABELS } from './invoice-pdf-labels.ts';
import { attachQrBill, QR_BILL_HEIGHT } from './invoice-pdf-qr.ts';
import { BODY_SIZE, CONTENT_WIDTH, documentWriter, MARGIN, MUTED_COLOR, SMALL_SIZE } from './pdf-layout.ts';
import { drawCompanyLetterhead } from './pdf-letterhead.ts';

/** Everything an invoice PDF shows, as plain data: the renderer reads no database and no file. */
export interface InvoicePdfInput {
  language: Language;
  invoice: Invoice;
  customer: {
    gender: Gender | null;
    customerType: CustomerType;
    firstName: string | null;
    lastName: string;
    companyName: string | null;
    email: string | null;
    street: string | null;
    streetNumber: string | null;
    zipCode: string | null;
    city: string | null;
    country: string;
  };
  company: {
    name: string;
    website: string | null;
    header: string | null;
    footer: string | null;
    pdfAccentColor: string | null;
    iban: string | null;
    /** The creditor's postal address for the QR-bill; null while the company has none. */
    address: Omit<QrAddress, 'name'> | null;
  };
  /** The account and reference fixed when the invoice was issued; null: none yet (the company's IBAN). */
  payment: { iban: string; reference: string } | null;
  logo: Buffer | null;
}

const DEFAULT_ACCENT = '#1f4e79';

/** A calendar day ("2026-03-31") as the language writes it; no time zone moves it. */
function dayText(day: string, language: Language) {
  const [y, m, d] = day.split('-');
  if (language === 'de') return `${d}.${m}.${y}`;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** The customer's name as the address and the QR-bill write it. */
function customerName(customer: InvoicePdfInput['customer']) {
  return customer.customerType === 'COMPANY' && customer.companyName
    ? customer.companyName
    : [customer.firstName, customer.lastName].filter(Boolean).join(' ');
}

/**
 * The payment code of the invoice for the amount still unpaid (Swiss QR-bill or EPC QR code, by the
 * country of its account), or the reasons it has none.
 */
export function invoicePaymentCodeOf(input: InvoicePdfInput): PaymentCode {
  const { invoice, company, customer, payment } = input;
  return invoicePaymentCode({
    iban: payment?.iban ?? company.iban,
    reference: payment?.reference ?? null,
    currency: invoice.currency,
    amount: invoice.unpaid,
    invoiceNumber: invoice.number,
    company: { name: company.name, ...(company.address ?? {}) },
    customer: {
      name: customerName(customer),
      street: customer.street,
      buildingNumber: customer.streetNumber,
      zip: customer.zipCode,
      city: customer.city,
      country: customer.country,
    },
    message: `${INVOICE_PDF_LABELS[input.language].invoice} ${invoice.number}`,
  });
}

/**
 * The invoice as an A4 PDF: the contract PDF's letterhead and layout, the addressee, the invoice's
 * facts, header text, lines, totals with VAT, payment terms and footer; and its payment code for the
 * amount still unpaid: the Swiss QR-bill payment part at the foot of the first page, or the EPC QR
 * code with the payment details, or a line saying why there is none.
 */
export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice, company, customer, language } = input;
  const labels = INVOICE_PDF_LABELS[language];
  const accent = company.pdfAccentColor ?? DEFAULT_ACCENT;
  const currency: Currency = invoice.currency;
  const money = (cents: number) => formatMoney(cents, language, currency);
  const quantity = (value: number) => formatQuantity(value, language);
  const name = customerName(customer);
  const code = invoicePaymentCodeOf(input);
  const qrBill = code.kind === 'swiss-qr-bill' ? code : null;

  const pdf = documentWriter({
    title: `${labels.invoice} ${invoice.number}`,
    author: company.name,
    language: language === 'de' ? 'de-CH' : 'en',
    accent,
  });
  const { doc, style, text, heading, row, totalRule, richText, space } = pdf;
  // The payment part takes the foot of the first page; the invoice's content stays above it.
  if (qrBill) pdf.reserveBottom(QR_BILL_HEIGHT + 12);

  drawCompanyLetterhead(pdf, { name: company.name, website: company.website, logo: input.logo, accent });
  space(14);

  // The addressee left, the invoice's facts right.
  const blockTop = doc.y;
  const addressee = [
    name,
    [customer.street, customer.streetNumber].filter(Boolean).join(' '),
    [customer.zipCode, customer.city].filter(Boolean).join(' '),
    customer.country !== 'CH' ? customer.country : null,
  ].filter((entry): entry is string => !!entry);
  style('regular', 10);
  text(addressee.join('\n'), MARGIN.left, blockTop, { width: 250, lineGap: 1.5 });
  const addresseeBottom = doc.y;
  let factY = blockTop;
  const facts: [string, string][] = [
    [labels.invoiceNumber, String(invoice.number)],
    [labels.date, dayText(invoice.date, language)],
    [labels.dueDate, dayText(invoice.dueDate, language)],
    [labels.customerNumber, String(invoice.customer.number)],
  ];
  if (invoice.contract) facts.push([labels.contractNumber, String(invoice.contract.number)]);
  for (const [label, value] of facts) {
    style('regular', SMALL_SIZE, MUTED_COLOR);
    text(label, MARGIN.left + 300, factY, { width: 90 });
    style('regular', 9);
    text(value, MARGIN.left + 390, factY, { width: CONTENT_WIDTH - 390, align: 'right' });
    factY = doc.y + 2;
  }
  doc.y = Math.max(addresseeBottom, factY) + 16;

  style('bold', 16, accent);
  text(`${labels.invoice} ${invoice.number}`, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  space(8);
  const placeholders = {
    gender_welcome: genderWelcome(customer, language),
    name: invoice.customer.name,
    email: invoice.customer.email ?? '',
  };
  const header = invoice.header ? richTextBlocks(invoice.header) : [];
  if (header.length > 0) richText(header, placeholders);
  else richText(plainTextBlocks(`${placeholders.gender_welcome},\n\n${labels.intro}`));

  // The lines as entered, priced by the domain (lineAmounts: amount and running total per line).
  heading(labels.lines);
  const amounts = new Map(invoice.lineAmounts.map((line) => [line.index, line]));
  invoice.lines.forEach((line, index) => {
    const amount = amounts.get(index);
    if (line.type === 'item' || line.type === 'product') {
      row(line.description ?? '', money(amount?.amount ?? 0), {
        details: [`${quantity(line.quantity)} × ${money(line.unitPrice)}`],
      });
    } else if (line.type === 'text') {
      if (line.text) row(line.text, null, { face: 'italic' });
    } else if (line.type === 'discount') {
      const percent = line.percent != null ? ` ${quantity(line.percent)} %` : '';
      row(`${line.description ?? labels.discount}${percent}`, money(amount?.amount ?? 0));
    } else {
      totalRule();
      row(line.description ?? labels.subtotalLine, money(amount?.runningTotal ?? 0), { face: 'bold' });
    }
  });

  // VAT breakdown and totals; paid and unpaid once payments arrived.
  heading(labels.totals);
  const rate = quantity(invoice.vatRate);
  if (invoice.includeVat) {
    row(labels.subtotal, money(invoice.subtotal));
    row(labels.vatIncluded(rate), money(invoice.vat));
  } else {
    row(labels.net, money(invoice.net));
    row(labels.vatAdded(rate), money(invoice.vat));
  }
  if (invoice.rounding !== 0) row(labels.rounding, money(invoice.rounding));
  totalRule();
  row(labels.gross, money(invoice.total), { face: 'bold' });
  if (invoice.paid > 0) {
    row(labels.paid, money(-invoice.paid));
    row(labels.unpaid, money(invoice.unpaid), { face: 'bold' });
  }

  // Payment terms, where to pay, and why there is no QR-bill when there is none.
  heading(labels.payment);
  const days = Math.round((Date.parse(invoice.dueDate) - Date.parse(invoice.date)) / 86_400_000);
  if (invoice.unpaid === 0) row(labels.paidInFull, null);
  else row(labels.terms(dayText(invoice.dueDate, language), days), null);
  if (code.kind !== 'none') {
    row(`${labels.payTo}: ${formatIban(code.iban)}`, null);
    const printed =
      code.referenceType === 'QRR' ? formatQrReference(code.reference) : formatRfReference(code.reference);
    row(`${labels.reference}: ${printed}`, null);
  } else if (invoice.unpaid > 0) {
    const iban = input.payment?.iban ?? company.iban;
    if (iban) row(`${labels.payTo}: ${formatIban(iban)}`, null);
    style('regular', SMALL_SIZE, MUTED_COLOR);
    const why = code.problems.map((problem) => paymentCodeProblemText(problem, language)).join(' ');
    pdf.ensure(24);
    text(`${labels.noQrBill} ${why}`, MARGIN.left, doc.y + 2, { width: CONTENT_WIDTH });
  }
  if (code.kind === 'epc') {
    // The code left, what it is for right of it; kept together on one page.
    pdf.ensure(EPC_CODE_SIZE + 12);
    const top = doc.y + 6;
    drawEpcCode(pdf, code.payload, MARGIN.left, top);
    const textLeft = MARGIN.left + EPC_CODE_SIZE + 14;
    const textWidth = CONTENT_WIDTH - EPC_CODE_SIZE - 14;
    style('bold', BODY_SIZE);
    text(labels.payByCode, textLeft, top + 6, { width: textWidth });
    style('regular', SMALL_SIZE, MUTED_COLOR);
    text(labels.payByCodeHint, textLeft, doc.y + 3, { width: textWidth, lineGap: 1.5 });
    doc.x = MARGIN.left;
    doc.y = Math.max(doc.y, top + EPC_CODE_SIZE) + 6;
  }

  const footer = invoice.footer ?? company.footer;
  const footerBlocks = footer ? richTextBlocks(footer) : [];
  if (footerBlocks.length > 0) {
    const height = pdf.richTextHeight(footerBlocks) + 10;
    if (height < 240) pdf.ensure(height);
    space(10);
    style('regular', BODY_SIZE);
    richText(footerBlocks, placeholders);
  }

  return pdf.finish([company.name, company.website].filter(Boolean).join(' · '), labels.page, {
    // The payment part fills the foot of the first page; the page number stands on the others.
    footerOn: (index) => !qrBill || index > 0,
    beforeEnd: qrBill ? () => attachQrBill(pdf, qrBill.data, language) : undefined,
  });
}
