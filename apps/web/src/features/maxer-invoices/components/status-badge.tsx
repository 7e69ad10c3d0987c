import { Badge } from '@mantine/core';
import type { PlatformInvoice } from '@maxer/domain';
import { useTranslation } from 'react-i18next';

const COLORS = { OPEN: 'blue', OVERDUE: 'red', PAID: 'green', CANCEL: 'gray' } as const;

/** OPEN, overdue (computed by the server), PAID or CANCEL. */
export function StatusBadge({ invoice }: { invoice: Pick<PlatformInvoice, 'status' | 'overdue'> }) {
  const { t } = useTranslation('maxer-invoices');
  const state = invoice.overdue ? 'OVERDUE' : invoice.status;
  return (
    <Badge color={COLORS[state]} variant="light">
      {t(`status.${state}`)}
    </Badge>
  );
}
