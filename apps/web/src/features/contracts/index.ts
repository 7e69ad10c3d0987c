// The contracts feature's public face: what other features may use of it (ADR 031).
export { contractKeys, useContractQuery, useContractsQuery } from './api.ts';
export { CustomerContracts } from './components/customer-contracts.tsx';
export {
  type ContractItemFormValues,
  type DiscountFormValues,
  EMPTY_ITEM,
} from './editor/contract-form-types.ts';
export { ContractItemsSection } from './editor/sections/contract-items-section.tsx';
export { type PathForm, setIn } from './editor/use-contract-form.ts';
