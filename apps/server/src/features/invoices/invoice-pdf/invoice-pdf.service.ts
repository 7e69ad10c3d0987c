import { type Language, paymentCodeNote, paymentCodeProblemText } from '@maxer/domain';
import type { Db } from '../../../db/client.ts';
import { authorize } from '../../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../../platform/auth/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { documentLogo, senderLines } from '../../../platform/pdf/index.ts';
import type { FileStorage } from '../../../platform/storage.ts';
import { invoicePaymentAccount } from '../invoice-payment-account.ts';
import { type InvoiceView, loadInvoiceView } from '../invoice-view.ts';
import { type InvoicePdfInput, invoicePaymentCodeOf, renderInvoicePdf } from './invoice-pdf.ts';
import { invoicePdfLabels } from './invoice-pdf-labels.ts';

export interface InvoicePdfDeps {
  db: Db;
  now: () => Date;
  storage: FileStorage;
}

/**
 * The company's postal address (decision 014) as the QR-bill's creditor, only when complete: street,
 * postal code, town and country (the number may be absent). Otherwise none, and the invoice says why
 * it carries no QR-bill ('company-address').
 */
function companyPostalAddress(company: InvoiceView['company']): InvoicePdfInput['company']['address'] {
  const { street, streetNumber, zipCode, city, country } = company;
  if (!street?.trim() || !zipCode?.trim() || !city?.trim() || !country) return null;
  return { street, buildingNumber: streetNumber, zip: zipCode, city, country };
}

type PaidView = InvoiceView & { account: Awaited<ReturnType<typeof invoicePaymentAccount>> };

function pdfInput(view: PaidView, language: Language, logo: Buffer | null): InvoicePdfInput {
  const { company, customer, invoice, account } = view;
  return {
    language,
    invoice,
    customer,
    company: {
      name: company.name,
      website: company.website,
      header: company.header,
      footer: company.footer,
      pdfAccentColor: company.pdfAccentColor,
      iban: company.iban,
      address: companyPostalAddress(company),
      senderAddress: senderLines(company),
      vatNumber: company.vatNumber,
    },
    payment: account ? { iban: account.paymentIban, reference: account.paymentReference } : null,
    logo,
  };
}

/** The invoice with the account and reference it is paid with (fixed now if it has none yet). */
async function viewOf(deps: InvoicePdfDeps, ctx: RequestContext, id: string): Promise<PaidView> {
  authorize(ctx, 'invoice:read');
  const companyId = companyOf(ctx);
  const view = await loadInvoiceView(deps.db, companyId, id, deps.now());
  if (!view) throw notFound();
  const account = await invoicePaymentAccount(
    deps.db,
    companyId,
    { _id: view.invoice._id, number: view.invoice.number, payment: view.payment },
    view.company.iban,
  );
  return { ...view, account };
}

/** The invoice as a PDF in the given language, with its payment code when it can have one. */
export async function invoicePdf(
  deps: InvoicePdfDeps,
  ctx: RequestContext,
  id: string,
  language: Language,
): Promise<{ filename: string; content: Buffer }> {
  const view = await viewOf(deps, ctx, id);
  const logo = await documentLogo(deps.storage, view.company.logoFile);
  const content = await renderInvoicePdf(pdfInput(view, language, logo));
  return { filename: `${invoicePdfLabels(language).invoice}-${view.invoice.number}.pdf`, content };
}

/**
 * Which payment code the invoice's PDF carries (Swiss QR-bill or EPC QR code) with its account and
 * reference, or the reasons it has none (for the UI).
 */
export async function invoiceQrBillStatus(
  deps: InvoicePdfDeps,
  ctx: RequestContext,
  id: string,
  language: Language,
) {
  const view = await viewOf(deps, ctx, id);
  const code = invoicePaymentCodeOf(pdfInput(view, language, null));
  if (code.kind !== 'none')
    return {
      available: true,
      kind: code.kind,
      referenceType: code.referenceType,
      reference: code.reference,
      account: code.iban,
      amount: view.invoice.unpaid,
      note: paymentCodeNote(code.kind, language),
      problems: [],
    };
  return {
    available: false,
    kind: null,
    referenceType: null,
    reference: null,
    account: view.account?.paymentIban ?? null,
    amount: view.invoice.unpaid,
    note: null,
    problems: code.problems.map((problem) => ({
      code: problem,
      message: paymentCodeProblemText(problem, language),
    })),
  };
}
