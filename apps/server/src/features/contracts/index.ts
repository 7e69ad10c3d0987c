// The contracts feature's public face (issue 13): what other features may use of it. Other
// features still import some internals directly; they move here as the structure work goes on.

export { renderCompanyContractPdf } from './contract-pdf/contract-pdf.service.ts';
export { CONTRACT_PDF_LABELS } from './contract-pdf/contract-pdf-labels.ts';
export {
  type ContractsDeps,
  contractPrice,
  loadContract,
  loadContractAsPriced,
} from './contracts.service.ts';
