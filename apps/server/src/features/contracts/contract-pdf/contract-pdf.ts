import { accentOf, documentWriter, footerLine, loadPdfEngine } from '../../../platform/pdf/index.ts';
import { drawAcceptance } from './contract-pdf-acceptance.ts';
import { drawAnswers } from './contract-pdf-answers.ts';
import { drawClosing, drawComponents } from './contract-pdf-closing.ts';
import { contractPdfFormat } from './contract-pdf-format.ts';
import { drawHead } from './contract-pdf-head.ts';
import type { ContractPdfInput } from './contract-pdf-input.ts';
import { drawInventory } from './contract-pdf-inventory.ts';
import { contractPdfLabels } from './contract-pdf-labels.ts';
import { drawLines, drawTotals } from './contract-pdf-lines.ts';
import { drawAddresses, drawDates } from './contract-pdf-move.ts';
import { drawServices } from './contract-pdf-services.ts';

export type { ContractPdfInput } from './contract-pdf-input.ts';

/**
 * The contract (offer) as an A4 PDF: letterhead with logo, addressee, header text, addresses and dates,
 * every offered service with its price as the company writes ranges, the inventory, the lines, totals with
 * VAT and rounding, catalogue services and answers, the company's PDF components, footer, terms, the
 * customer's online acceptance with their signature, and page numbers.
 */
export async function renderContractPdf(input: ContractPdfInput): Promise<Buffer> {
  // The PDF packages are loaded at the first document (ADR 063).
  await loadPdfEngine();
  const { contract, company, language } = input;
  const labels = contractPdfLabels(language);
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
  drawInventory(context);
  drawLines(context);
  drawTotals(context);
  drawAnswers(context);
  drawComponents(context);
  drawClosing(context, fill);
  drawAcceptance(context);

  return pdf.finish(footerLine(company), labels.page);
}
