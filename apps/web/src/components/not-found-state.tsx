import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface NotFoundStateProps {
  /** The way back, e.g. a link to the list. */
  back: ReactNode;
}

/** A record that does not exist (or belongs to another company, which looks the same). */
export function NotFoundState({ back }: NotFoundStateProps) {
  const { t } = useTranslation();
  return (
    <EmptyState py="xl" title={t('notFound.title')} description={t('notFound.text')}>
      <EmptyState.Actions>{back}</EmptyState.Actions>
    </EmptyState>
  );
}
