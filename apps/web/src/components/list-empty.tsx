import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ListEmptyProps {
  /** A search or filter is active: say that nothing matched, not that nothing exists. */
  filtered: boolean;
  title: string;
  description: string;
  /** What to do about it, e.g. "Neuer Kunde". */
  action?: ReactNode;
}

/** An empty list explains itself: nothing there yet, or nothing found. */
export function ListEmpty({ filtered, title, description, action }: ListEmptyProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      py="xl"
      title={filtered ? t('list.noResults') : title}
      description={filtered ? t('list.noResultsText') : description}
    >
      {!filtered && action && <EmptyState.Actions>{action}</EmptyState.Actions>}
    </EmptyState>
  );
}
