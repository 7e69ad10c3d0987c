import { Badge } from '@mantine/core';
import type { MailDeliveryState } from '@maxer/domain';
import { useTranslation } from 'react-i18next';

const NO_SHRINK = { minWidth: 'max-content' } as const;

const MAIL_COLORS: Partial<Record<MailDeliveryState, string>> = {
  failed: 'red',
  bounce: 'red',
  dropped: 'red',
  spamreport: 'red',
  deferred: 'orange',
  delivered: 'green',
  open: 'green',
  click: 'green',
};

/** An e-mail's latest delivery event, else its outbox state (offer and invoice e-mails). */
export function MailDeliveryBadge({ status }: { status: MailDeliveryState | null }) {
  const { t } = useTranslation('offers');
  return (
    <Badge variant="dot" color={status ? (MAIL_COLORS[status] ?? 'gray') : 'gray'} style={NO_SHRINK}>
      {t(`mailStatus.${status ?? 'none'}`)}
    </Badge>
  );
}
