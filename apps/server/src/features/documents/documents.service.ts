import type { Contract, Language } from '@maxer/domain';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { findCompany } from '../company/company.repo.ts';
import { type ContractsDeps, loadContractAsPriced } from '../contracts/index.ts';
import { findCustomer } from '../customers/customers.repo.ts';
import { orderedPdfComponents } from '../pdf-components/pdf-components.repo.ts';
import { renderContractPdf } from './contract-pdf.ts';
import { cachedLogo } from './pdf-logo.ts';

export interface DocumentsDeps extends ContractsDeps {
  storage: FileStorage;
}

/** The company's logo (PNG, JPEG or SVG) prepared for documents; none without one or when unreadable. */
function logoOf(storage: FileStorage, key: string | null): Promise<Buffer | null> {
  return key ? cachedLogo(key, () => storage.get(key)) : Promise.resolve(null);
}

/**
 * The contract (offer) as a PDF in the given language, with the company's letterhead and components.
 * Once the customer accepted, it shows what they accepted: the accepted services and the accepted
 * price, not later changes of the job.
 */
export async function contractPdf(
  deps: DocumentsDeps,
  ctx: RequestContext,
  id: string,
  language: Language,
): Promise<{ filename: string; content: Buffer }> {
  authorize(ctx, 'contract:read');
  const contract = await loadContractAsPriced(deps.db, companyOf(ctx), id, deps.now());
  if (!contract) throw notFound();
  return renderCompanyContractPdf(deps, companyOf(ctx), contract, language);
}

/**
 * The same PDF for a contract already resolved to its company, without a signed-in user: the
 * customer's offer page downloads it through the offer link.
 */
export async function renderCompanyContractPdf(
  deps: DocumentsDeps,
  companyId: string,
  contract: Contract,
  language: Language,
): Promise<{ filename: string; content: Buffer }> {
  const companyRow = await findCompany(deps.db, companyId);
  const customer = await findCustomer(deps.db, companyId, contract.customer._id);
  if (!companyRow || !customer) throw notFound();
  const components = await orderedPdfComponents(deps.db, companyId);
  const { company } = companyRow;
  const content = await renderContractPdf({
    language,
    printedAt: deps.now(),
    contract,
    customer,
    company: {
      name: company.name,
      website: company.website,
      header: company.header,
      footer: company.footer,
      pdfAccentColor: company.pdfAccentColor,
      pdfRelocationPriceType: company.pdfRelocationPriceType,
      timeZone: company.timeZone,
      hasAgb: company.agbFile !== null,
    },
    components,
    logo: await logoOf(deps.storage, company.logoFile),
  });
  return { filename: `Offerte-${contract.number}.pdf`, content };
}
