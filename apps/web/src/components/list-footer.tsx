import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../lib/list-search.ts';

interface ListFooterProps {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Below a list: how many there are, which page, and how many rows a page shows. */
export function ListFooter({ total, page, pageSize, onPage, onPageSize }: ListFooterProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('list.total', { count: total })}
      </Text>
      <Group gap="md">
        {pages > 1 && (
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            getControlProps={(control) => ({
              'aria-label': t(`list.pagination.${control}`),
            })}
            getItemProps={(item) => ({ 'aria-label': t('list.pagination.page', { page: item }) })}
          />
        )}
        <Select
          label={t('list.pageSize')}
          data={PAGE_SIZES.map((size) => String(size))}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          allowDeselect={false}
          w={90}
          size="xs"
        />
      </Group>
    </Group>
  );
}
