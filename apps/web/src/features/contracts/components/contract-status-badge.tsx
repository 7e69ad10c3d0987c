import { Badge, Group } from '@mantine/core';
import type { ContractSummary } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import type { ContractStatus } from '../api.ts';

const COLORS: Record<ContractStatus, string> = {
  OPEN: 'gray',
  PENDING: 'yellow',
  ACCEPTED: 'green',
  REJECTED: 'red',
  REVIEWED: 'teal',
};

/** The contract's state, and the company's own status beside it when one is set. */
export function ContractStatusBadge({
  status,
  customStatus,
}: Pick<ContractSummary, 'status' | 'customStatus'>) {
  const { t } = useTranslation('contracts');
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={COLORS[status]}>
        {t(`status.${status}`)}
      </Badge>
      {customStatus && (
        <Badge variant="outline" color={customStatus.color}>
          {customStatus.name}
        </Badge>
      )}
    </Group>
  );
}
