import { EmptyState, Group, Loader, Paper, Stack, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface RecordSectionProps<T> {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  /** "New …": a link or a button beside the heading. */
  action: ReactNode;
  /** The first page of the record's items; undefined while loading. */
  items: readonly T[] | undefined;
  emptyText: string;
  /** The table rows of the items. */
  rows: (items: readonly T[]) => ReactNode;
  /** The link to all of them, shown when there are more than the first page. */
  more?: ReactNode;
  /** What the section opens (a dialog). */
  children?: ReactNode;
}

/**
 * A section of a job's or a customer's page listing another feature's records of it (its appointments,
 * its media sessions): heading with the "new" action, loading, empty state, a compact table, "all …".
 */
export function RecordSection<T>({
  id,
  title,
  action,
  items,
  emptyText,
  rows,
  more,
  children,
}: RecordSectionProps<T>) {
  const { t } = useTranslation('common');
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {!items ? (
        <Loader size="sm" my="md" aria-label={t('loading')} />
      ) : items.length === 0 ? (
        <EmptyState size="sm" py="md" description={emptyText} />
      ) : (
        <Stack gap="xs">
          <Table verticalSpacing="xs" aria-label={title}>
            <Table.Tbody>{rows(items)}</Table.Tbody>
          </Table>
          {more}
        </Stack>
      )}
      {children}
    </Paper>
  );
}
