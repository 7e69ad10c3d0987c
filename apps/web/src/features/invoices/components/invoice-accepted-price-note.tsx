import { Alert } from '@mantine/core';
import type { Invoice } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { contractGross } from '../../../lib/contract-gross.ts';

/**
 * An invoice of an accepted job whose total is not the price the customer accepted (outside its range):
 * lines the office added, or changed, since it was made from the job. Said plainly, so nobody bills a
 * customer more or less than accepted without seeing it.
 */
export function InvoiceAcceptedPriceNote({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const accepted = invoice.acceptedPrice;
  if (!accepted || (invoice.total >= accepted.grossLow && invoice.total <= accepted.grossHigh)) return null;
  return (
    <Alert color="yellow" role="status" title={t('acceptedPrice.title')}>
      {t('acceptedPrice.differs', {
        accepted: contractGross(accepted.grossLow, accepted.grossHigh, accepted.currency),
        total: contractGross(invoice.total, invoice.total, invoice.currency),
      })}
    </Alert>
  );
}
