import { RecordAppointments } from '../features/appointments/index.ts';
import { CommentThread } from '../features/comments/index.ts';
import { ContractDetailPage } from '../features/contracts/pages/contract-detail-page.tsx';
import { CreateInvoiceButton } from '../features/invoices/index.ts';
import { RecordMedia } from '../features/media/index.ts';

/**
 * The job page with the invoices feature's "create invoice" action, the job's appointments, its
 * comments and its media sessions (ADR 031: features meet here).
 */
export function ContractDetailRoutePage() {
  return (
    <ContractDetailPage
      invoiceAction={(contractId) => <CreateInvoiceButton contractId={contractId} />}
      appointments={(contractId) => <RecordAppointments contractId={contractId} />}
      comments={(contractId) => <CommentThread subject={{ kind: 'contract', id: contractId }} />}
      media={(contractId) => <RecordMedia contractId={contractId} />}
    />
  );
}
