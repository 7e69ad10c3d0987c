import type { DocumentWriter } from '../../../platform/pdf/index.ts';
import type { ContractPdfFormat } from './contract-pdf-format.ts';
import type { ContractPdfInput } from './contract-pdf-input.ts';
import type { ContractPdfLabels } from './contract-pdf-labels.ts';

/** What every section of the contract PDF draws with: the input, its language's labels and the writer. */
export interface ContractPdfContext {
  input: ContractPdfInput;
  labels: ContractPdfLabels;
  accent: string;
  pdf: DocumentWriter;
  format: ContractPdfFormat;
}
