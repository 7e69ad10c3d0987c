import { Badge } from '@mantine/core';
import type { InvoiceState } from '@maxer/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<InvoiceState, string> = { paid: 'green', unpaid: 'blue', overdue: 'red' };

/**
 * The invoice's state; one with payments but money still owed reads "partly paid" ("overdue, partly
 * paid" once past its due date), so a deposit is not mistaken for an invoice nobody paid.
 */
export function InvoiceStateBadge({ state, paid = 0 }: { state: InvoiceState; paid?: number }) {
  const { t } = useTranslation('invoices');
  const partly = state !== 'paid' && paid > 0;
  const label = !partly
    ? t(`state.${state}`)
    : state === 'overdue'
      ? t('state.overduePartlyPaid')
      : t('state.partlyPaid');
  return (
    <Badge
      variant="light"
      color={partly && state === 'unpaid' ? 'yellow' : COLORS[state]}
      data-testid="invoice-state"
    >
      {label}
    </Badge>
  );
}
