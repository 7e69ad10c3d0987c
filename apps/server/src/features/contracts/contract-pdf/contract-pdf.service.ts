import type { Contract, Language } from '@maxer/domain';
import { authorize } from '../../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../../platform/auth/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { documentLogo, senderLines } from '../../../platform/pdf/index.ts';
import type { FileStorage } from '../../../platform/storage.ts';
import { findCompany } from '../../company/index.ts';
import { findCustomer } from '../../customers/index.ts';
import { orderedPdfComponents } from '../../pdf-components/index.ts';
import { type ContractsDeps, loadContractAsPriced } from '../contracts.service.ts';
import { renderContractPdf } from './contract-pdf.ts';
import { findPdfAcceptance } from './contract-pdf-acceptance-row.ts';

export interface ContractPdfDeps extends ContractsDeps {
  storage: FileStorage;
}

/**
 * The contract (offer) as a PDF in the given language, with the company's letterhead and components.
 * Once the customer accepted, it shows what they accepted: the accepted services and the accepted
 * price, not later changes of the job.
 */
export async function contractPdf(
  deps: ContractPdfDeps,
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
  deps: ContractPdfDeps,
  companyId: string,
  contract: Contract,
  language: Language,
): Promise<{ filename: string; content: Buffer }> {
  const companyRow = await findCompany(deps.db, companyId);
  const customer = await findCustomer(deps.db, companyId, contract.customer._id);
  if (!companyRow || !customer) throw notFound();
  const [components, acceptance] = await Promise.all([
    orderedPdfComponents(deps.db, companyId),
    // Printed only while the job stands accepted: a job set back to open shows no acceptance.
    contract.acceptedAt ? findPdfAcceptance(deps.db, companyId, contract._id) : null,
  ]);
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
      senderAddress: senderLines(company),
      vatNumber: company.vatNumber,
    },
    components,
    acceptance,
    logo: await documentLogo(deps.storage, company.logoFile),
  });
  return { filename: `Offerte-${contract.number}.pdf`, content };
}
