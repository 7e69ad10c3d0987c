import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-error.ts';
import { NotFoundState } from './not-found-state.tsx';

interface RecordViewProps<T> {
  query: UseQueryResult<T>;
  /** The way back when the record does not exist. */
  back: ReactNode;
  children: (record: T) => ReactNode;
}

/** One record's page: grey bars while it loads, "not found" for a 404, the error otherwise. */
export function RecordView<T>({ query, back, children }: RecordViewProps<T>) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy aria-label={t('loading')} data-testid="record-skeleton">
        <Skeleton height={28} width="40%" />
        <Skeleton height={180} />
      </Stack>
    );
  }
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundState back={back} />;
  return (
    <Alert color="red" variant="light" role="alert" title={t('loadFailed')}>
      {query.error?.message}
      <Button
        variant="light"
        color="red"
        size="xs"
        mt="sm"
        display="block"
        onClick={() => void query.refetch()}
      >
        {t('actions.retry')}
      </Button>
    </Alert>
  );
}
