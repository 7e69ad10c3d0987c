import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailboxSummary } from '../api.ts';

const COLORS: Record<MailboxSummary['status'], string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
};

export function MailStatusBadge({ status }: { status: MailboxSummary['status'] }) {
  const { t } = useTranslation('mailbox');
  return (
    <Badge variant="light" color={COLORS[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
