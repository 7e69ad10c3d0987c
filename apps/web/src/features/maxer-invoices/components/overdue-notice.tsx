import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { usePayInfoQuery } from '../api.ts';

/** In the company app, for an OWNER, while an invoice from Maxer is overdue: say so and link to paying. */
export function OverdueMaxerInvoiceNotice() {
  const { t } = useTranslation('maxer-invoices');
  const owner = useCan('platform-invoice:read-own');
  const info = usePayInfoQuery(owner, true);
  const count = info.data?.overdueCount ?? 0;
  if (!owner || count === 0) return null;
  return (
    <Alert color="red" variant="light" title={t('own.overdue.title')} mb="md" role="alert">
      {t('own.overdue.text', { count })}{' '}
      <AnchorLink to="/maxer-invoices/pay">{t('own.overdue.link')}</AnchorLink>
    </Alert>
  );
}
