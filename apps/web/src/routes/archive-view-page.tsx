import { ArchiveViewPage } from '../features/contracts/pages/archive-view-page.tsx';
import { ContractInvoices } from '../features/invoices/index.ts';

/** The archived job's view with the invoices feature's list of its invoices (ADR 031: features meet here). */
export function ArchiveViewRoutePage() {
  return <ArchiveViewPage invoices={(contractId) => <ContractInvoices contractId={contractId} />} />;
}
