import { type Language, qrBillProblemText } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { type InvoiceView, loadInvoiceView } from '../invoices/invoice-view.ts';
import { type InvoicePdfInput, invoiceQrBillOf, renderInvoicePdf } from './invoice-pdf.ts';
import { INVOICE_PDF_LABELS } from './invoice-pdf-labels.ts';
import { cachedLogo } from './pdf-logo.ts';

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

function pdfInput(view: InvoiceView, language: Language, logo: Buffer | null): InvoicePdfInput {
  const { company, customer, invoice } = view;
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
    },
    logo,
  };
}

async function viewOf(deps: InvoicePdfDeps, ctx: RequestContext, id: string) {
  authorize(ctx, 'invoice:read');
  const view = await loadInvoiceView(deps.db, companyOf(ctx), id, deps.now());
  if (!view) throw notFound();
  return view;
}

/** The invoice as a PDF in the given language, with the QR-bill payment part when it can have one. */
export async function invoicePdf(
  deps: InvoicePdfDeps,
  ctx: RequestContext,
  id: string,
  language: Language,
): Promise<{ filename: string; content: Buffer }> {
  const view = await viewOf(deps, ctx, id);
  const key = view.company.logoFile;
  const logo = key ? await cachedLogo(key, () => deps.storage.get(key)) : null;
  const content = await renderInvoicePdf(pdfInput(view, language, logo));
  return { filename: `${INVOICE_PDF_LABELS[language].invoice}-${view.invoice.number}.pdf`, content };
}

/** Whether the invoice's PDF carries a QR-bill, with its reference, or the reasons it has none (for the UI). */
export async function invoiceQrBillStatus(
  deps: InvoicePdfDeps,
  ctx: RequestContext,
  id: string,
  language: Language,
) {
  const view = await viewOf(deps, ctx, id);
  const result = invoiceQrBillOf(pdfInput(view, language, null));
  if (result.ok)
    return {
      available: true,
      referenceType: result.referenceType,
      reference: result.data.reference ?? null,
      amount: view.invoice.unpaid,
      problems: [],
    };
  return {
    available: false,
    referenceType: null,
    reference: null,
    amount: view.invoice.unpaid,
    problems: result.problems.map((code) => ({ code, message: qrBillProblemText(code, language) })),
  };
}
