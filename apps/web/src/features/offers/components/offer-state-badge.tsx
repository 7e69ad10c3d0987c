import { Badge } from '@mantine/core';
import type { OfferState } from '@maxer/domain';
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
