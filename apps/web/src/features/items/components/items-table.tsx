import { Table } from '@mantine/core';
import { formatMoney, type Item } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { TABULAR } from '../../../lib/tabular.ts';
import type { ItemSort } from '../api.ts';

interface ItemsTableProps {
  items: Item[] | undefined;
  sort: string;
  onSort: (column: ItemSort) => void;
}

export function ItemsTable({ items, sort, onSort }: ItemsTableProps) {
  const { t } = useTranslation('items');
  const language = currentLanguage();
  const sortBy = (column: string) => onSort(column as ItemSort);
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('title')} aria-busy={!items}>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="name" sort={sort} onSort={sortBy}>
              {t('fields.name')}
            </SortableTh>
            <SortableTh column="priceCents" sort={sort} onSort={sortBy}>
              {t('fields.price')}
            </SortableTh>
            <Table.Th>{t('fields.unit')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {items ? (
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item._id}>
                <Table.Td>
                  <AnchorLink to="/items/$id" params={{ id: item._id }} fw={500}>
                    {item.name}
                  </AnchorLink>
                </Table.Td>
                <Table.Td style={TABULAR}>{formatMoney(item.priceCents, language)}</Table.Td>
                <Table.Td>{item.unit}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        ) : (
          <TableSkeleton columns={3} />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
