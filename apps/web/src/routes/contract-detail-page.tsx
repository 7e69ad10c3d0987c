import { RecordAppointments } from '../features/appointments/index.ts';
import { CommentThread } from '../features/comments/index.ts';
import { ContractDetailPage } from '../features/contracts/pages/contract-detail-page.tsx';
import { CreateInvoiceButton } from '../features/invoices/index.ts';

/**
 * The job page with the invoices feature's "create invoice" action, the job's appointments and its
 * comments (ADR 031: features meet here).
 */
export function ContractDetailRoutePage() {
  return (
    <ContractDetailPage
      invoiceAction={(contractId) => <CreateInvoiceButton contractId={contractId} />}
      appointments={(contractId) => <RecordAppointments contractId={contractId} />}
      comments={(contractId) => <CommentThread subject={{ kind: 'contract', id: contractId }} />}
    />
  );
}
