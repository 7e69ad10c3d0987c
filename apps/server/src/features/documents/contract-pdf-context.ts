import type { ContractPdfInput } from './contract-pdf.ts';
import type { ContractPdfFormat } from './contract-pdf-format.ts';
import type { PdfLabels } from './contract-pdf-labels.ts';
import type { DocumentWriter } from './pdf-layout.ts';

/** What every section of the contract PDF draws with: the input, its language's labels and the writer. */
export interface ContractPdfContext {
  input: ContractPdfInput;
  labels: PdfLabels;
  accent: string;
  pdf: DocumentWriter;
  format: ContractPdfFormat;
}
