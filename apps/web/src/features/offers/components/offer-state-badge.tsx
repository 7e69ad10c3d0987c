import { Badge } from '@mantine/core';
import type { MailDeliveryState, OfferState } from '@maxer/domain';
import { useTranslation } from 'react-i18next';

/** A badge in a crowded table keeps its whole word; the table scrolls instead. */
const NO_SHRINK = { minWidth: 'max-content' } as const;

const STATE_COLORS: Record<OfferState, string> = {
  open: 'yellow',
  accepted: 'green',
  rejected: 'red',
  expired: 'gray',
  replaced: 'gray',
};

export function OfferStateBadge({ state }: { state: OfferState }) {
  const { t } = useTranslation('offers');
  return (
    <Badge variant="light" color={STATE_COLORS[state]} style={NO_SHRINK}>
      {t(`state.${state}`)}
    </Badge>
  );
}

/** Trouble red, delivered or read green, on its way grey. */
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

/** The offer e-mail's latest delivery event, else its outbox state. */
export function MailStatusBadge({ status }: { status: MailDeliveryState | null }) {
  const { t } = useTranslation('offers');
  return (
    <Badge variant="dot" color={status ? (MAIL_COLORS[status] ?? 'gray') : 'gray'} style={NO_SHRINK}>
      {t(`mailStatus.${status ?? 'none'}`)}
    </Badge>
  );
}
