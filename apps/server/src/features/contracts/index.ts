// The contracts feature's public face: what other features may use of it (ADR 031).

export { contractActivityHistory } from './contract-history.ts';
export { renderCompanyContractPdf } from './contract-pdf/contract-pdf.service.ts';
export { contractPdfLabels } from './contract-pdf/contract-pdf-labels.ts';
export { findContract, markContractReviewed, relocationsBetween } from './contracts.repo.ts';
export {
  type ContractsDeps,
  contractPrice,
  loadContract,
  loadContractAsPriced,
} from './contracts.service.ts';
export { type CrewJob, crewJobsBetween, lockJobTimes } from './crew-jobs.ts';
export { createInquiryContract, type InquiryContractInput } from './inquiry-contract.ts';
export { type JobAwaitingReview, jobsAwaitingReview, type ReviewWindow } from './jobs-awaiting-review.ts';
export { type JobBetween, jobsBetween } from './jobs-between.ts';
