import type { Contract, CustomerType, Gender, Language, PdfRelocationPriceType } from '@maxer/domain';
import { accentOf, documentWriter, footerLine } from '../../../platform/pdf/index.ts';
import { drawAnswers } from './contract-pdf-answers.ts';
import { drawClosing, drawComponents } from './contract-pdf-closing.ts';
import { contractPdfFormat } from './contract-pdf-format.ts';
import { drawHead } from './contract-pdf-head.ts';
import { CONTRACT_PDF_LABELS } from './contract-pdf-labels.ts';
import { drawLines, drawTotals } from './contract-pdf-lines.ts';
import { drawAddresses, drawDates } from './contract-pdf-move.ts';
import { drawServices } from './contract-pdf-services.ts';

/** Everything a contract PDF shows, as plain data: the renderer reads no database and no file. */
export interface ContractPdfInput {
  language: Language;
  /** The date printed as the document's date. */
  printedAt: Date;
  contract: Contract;
  customer: {
    gender: Gender | null;
    customerType: CustomerType;
    firstName: string | null;
    lastName: string;
    companyName: string | null;
    email: string | null;
    phone: string | null;
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
    pdfRelocationPriceType: PdfRelocationPriceType;
    timeZone: string;
    hasAgb: boolean;
  };
  /** The company's PDF components in their order; content is sanitized HTML. */
  components: readonly { title: string; content: string }[];
  /** The logo as PNG or JPEG bytes (platform/pdf `prepareLogo`); null without one: the company's name stands instead. */
  logo: Buffer | null;
}

/**
 * The contract (offer) as an A4 PDF: letterhead with logo, addressee, header text, addresses and dates,
 * every offered service with its price as the company writes ranges, the lines, totals with VAT and
 * rounding, catalogue services and answers, the company's PDF components, footer, terms and page numbers.
 */
export function renderContractPdf(input: ContractPdfInput): Promise<Buffer> {
  const { contract, company, language } = input;
  const labels = CONTRACT_PDF_LABELS[language];
  const accent = accentOf(company.pdfAccentColor);
  const format = contractPdfFormat(
    language,
    company.timeZone,
    contract.currency,
    company.pdfRelocationPriceType,
    labels,
  );
  const pdf = documentWriter({
    title: `${labels.offer} ${contract.number}`,
    author: company.name,
    language: language === 'de' ? 'de-CH' : 'en',
    accent,
  });
  const context = { input, labels, accent, pdf, format };

  const fill = drawHead(context);
  drawAddresses(context);
  drawDates(context);
  drawServices(context);
  drawLines(context);
  drawTotals(context);
  drawAnswers(context);
  drawComponents(context);
  drawClosing(context, fill);

  return pdf.finish(footerLine(company), labels.page);
}
