import { RecordAppointments } from '../features/appointments/index.ts';
import { ContractDetailPage } from '../features/contracts/pages/contract-detail-page.tsx';
import { CreateInvoiceButton } from '../features/invoices/index.ts';
import { RecordMedia } from '../features/media/index.ts';

/** The job page with the invoices feature's "create invoice" action the job's appointments and media sessions (ADR 031: features meet here). */
export function ContractDetailRoutePage() {
  return (
    <ContractDetailPage
      invoiceAction={(contractId) => <CreateInvoiceButton contractId={contractId} />}
      appointments={(contractId) => <RecordAppointments contractId={contractId} />}
      media={(contractId) => <RecordMedia contractId={contractId} />}
    />
  );
}
