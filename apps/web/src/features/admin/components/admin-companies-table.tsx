import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { AdminCompanySummary } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/router-links.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { formatDate } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import type { AdminCompanySort } from '../api.ts';
import { ActForCompanyLink } from './act-for-company-link.tsx';

interface AdminCompaniesTableProps {
  companies: AdminCompanySummary[] | undefined;
  sort: string;
  onSort: (column: AdminCompanySort) => void;
  /** Asks before switching the company off or on. */
  onToggleActive: (company: AdminCompanySummary) => void;
}

/** Every company with its owner, package and how it is used. */
export function AdminCompaniesTable({ companies, sort, onSort, onToggleActive }: AdminCompaniesTableProps) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const sortBy = (column: string) => onSort(column as AdminCompanySort);
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('companies.title')} aria-busy={!companies}>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="name" sort={sort} onSort={sortBy}>
              {t('companies.fields.name')}
            </SortableTh>
            <Table.Th>{t('companies.fields.owner')}</Table.Th>
            <Table.Th>{t('companies.fields.city')}</Table.Th>
            <Table.Th>{t('companies.fields.package')}</Table.Th>
            <Table.Th ta="right">{t('companies.fields.users')}</Table.Th>
            <Table.Th ta="right">{t('companies.fields.contractsLast30Days')}</Table.Th>
            <SortableTh column="lastActivityAt" sort={sort} onSort={sortBy}>
              {t('companies.fields.lastActivityAt')}
            </SortableTh>
            <Table.Th>{t('companies.fields.status')}</Table.Th>
            <Table.Th>{t('admin-write:companies.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {companies ? (
          <Table.Tbody>
            {companies.map((company) => (
              <Table.Tr key={company._id}>
                <Table.Td fw={500}>{company.name}</Table.Td>
                <Table.Td>{company.ownerEmail ?? '–'}</Table.Td>
                <Table.Td>{company.city ?? '–'}</Table.Td>
                <Table.Td>{company.package?.name ?? '–'}</Table.Td>
                <Table.Td ta="right">{company.users}</Table.Td>
                <Table.Td ta="right">{company.contractsLast30Days}</Table.Td>
                <Table.Td>
                  {company.lastActivityAt ? (
                    formatDate(company.lastActivityAt, language)
                  ) : (
                    <Text component="span" c="dimmed" size="sm">
                      {t('companies.noActivity')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={company.active ? 'green' : 'gray'}>
                    {company.active ? t('companies.active') : t('companies.inactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <ActForCompanyLink companyId={company._id} name={company.name} />
                    <ButtonLink
                      size="xs"
                      variant="light"
                      to="/admin/company/$id/edit"
                      params={{ id: company._id }}
                      aria-label={t('admin-write:companies.edit', { name: company.name })}
                    >
                      {t('common:actions.edit')}
                    </ButtonLink>
                    <Button
                      size="xs"
                      variant="light"
                      color={company.active ? 'red' : 'green'}
                      onClick={() => onToggleActive(company)}
                      aria-label={t(
                        company.active
                          ? 'admin-write:companies.deactivateLabel'
                          : 'admin-write:companies.activateLabel',
                        { name: company.name },
                      )}
                    >
                      {company.active
                        ? t('admin-write:companies.deactivate')
                        : t('admin-write:companies.activate')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        ) : (
          <TableSkeleton columns={9} />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
