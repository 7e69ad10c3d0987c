// The contracts feature's public face (issue 13): what other features may use of it. Other
// features still import some internals directly; they move here as the structure work goes on.
// The contract PDF is the contract's document: other features take it from here, wherever it is made.
export { renderCompanyContractPdf } from '../documents/documents.service.ts';
export { findContract } from './contracts.repo.ts';
export {
  type ContractsDeps,
  contractPrice,
  loadContract,
  loadContractAsPriced,
} from './contracts.service.ts';
