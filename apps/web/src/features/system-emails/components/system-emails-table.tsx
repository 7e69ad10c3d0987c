import { Table } from '@mantine/core';
import type { SystemEmail } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import type { SystemEmailSort } from '../api.ts';

interface SystemEmailsTableProps {
  emails: SystemEmail[] | undefined;
  sort: string;
  onSort: (column: SystemEmailSort) => void;
}

export function SystemEmailsTable({ emails, sort, onSort }: SystemEmailsTableProps) {
  const { t } = useTranslation('system-emails');
  const sortBy = (column: string) => onSort(column as SystemEmailSort);
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('title')} aria-busy={!emails}>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="type" sort={sort} onSort={sortBy}>
              {t('fields.type')}
            </SortableTh>
            <Table.Th>{t('fields.language')}</Table.Th>
            <SortableTh column="title" sort={sort} onSort={sortBy}>
              {t('fields.title')}
            </SortableTh>
          </Table.Tr>
        </Table.Thead>
        {emails ? (
          <Table.Tbody>
            {emails.map((email) => (
              <Table.Tr key={email._id}>
                <Table.Td>
                  <AnchorLink to="/system-emails/$id" params={{ id: email._id }} fw={500}>
                    {t(`types.${email.type}`)}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>{t(`languages.${email.language}`)}</Table.Td>
                <Table.Td>{email.title}</Table.Td>
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
