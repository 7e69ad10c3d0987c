import { Badge } from '@mantine/core';
import type { InvoiceState } from '@maxer/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<InvoiceState, string> = { paid: 'green', unpaid: 'blue', overdue: 'red' };

export function InvoiceStateBadge({ state }: { state: InvoiceState }) {
  const { t } = useTranslation('invoices');
  return (
    <Badge variant="light" color={COLORS[state]} data-testid="invoice-state">
      {t(`state.${state}`)}
    </Badge>
  );
}
