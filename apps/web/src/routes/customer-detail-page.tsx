import { RecordAppointments } from '../features/appointments/index.ts';
import { CustomerContracts } from '../features/contracts/index.ts';
import { CustomerRelated } from '../features/customers/components/customer-related.tsx';
import { CustomerDetailPage } from '../features/customers/pages/customer-detail-page.tsx';
import { CustomerInvoices } from '../features/invoices/index.ts';
import { RecordMedia } from '../features/media/index.ts';
import { CustomerOffers } from '../features/offers/index.ts';

/**
 * The customer page with the customer's jobs, offers, invoices and appointments. Put together here, where features
 * meet: contracts, offers and invoices depend on customers, so customers cannot depend on them (ADR 031).
 */
export function CustomerDetailRoutePage() {
  return (
    <CustomerDetailPage
      related={(customerId, customerName) => (
        <CustomerRelated
          contracts={<CustomerContracts customerId={customerId} />}
          offers={<CustomerOffers customerId={customerId} />}
          invoices={<CustomerInvoices customerId={customerId} />}
          appointments={<RecordAppointments customerId={customerId} customerName={customerName} />}
          media={<RecordMedia customerId={customerId} />}
        />
      )}
    />
  );
}
