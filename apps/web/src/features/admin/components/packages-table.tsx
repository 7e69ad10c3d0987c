import { Button, Group, Table, Text } from '@mantine/core';
import { formatMoney, type Package } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/router-links.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import type { PackageSort } from '../write-api.ts';

interface PackagesTableProps {
  packages: Package[] | undefined;
  sort: string;
  onSort: (column: PackageSort) => void;
  onDelete: (pkg: Package) => void;
}

/** Every package with its monthly price, user limit and how many companies use it. */
export function PackagesTable({ packages, sort, onSort, onDelete }: PackagesTableProps) {
  const { t } = useTranslation('admin-write');
  const language = currentLanguage();
  const sortBy = (column: string) => onSort(column as PackageSort);
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('packages.title')} aria-busy={!packages}>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="name" sort={sort} onSort={sortBy}>
              {t('packages.fields.name')}
            </SortableTh>
            <SortableTh column="priceCents" sort={sort} onSort={sortBy}>
              {t('packages.fields.price')}
            </SortableTh>
            <Table.Th ta="right">{t('packages.fields.maxUsers')}</Table.Th>
            <Table.Th ta="right">{t('packages.fields.companies')}</Table.Th>
            <Table.Th>{t('packages.fields.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {packages ? (
          <Table.Tbody>
            {packages.map((pkg) => (
              <Table.Tr key={pkg._id}>
                <Table.Td fw={500}>{pkg.name}</Table.Td>
                <Table.Td>{formatMoney(pkg.priceCents, language, 'CHF')}</Table.Td>
                <Table.Td ta="right">
                  {pkg.maxUsers ?? (
                    <Text component="span" c="dimmed" size="sm">
                      {t('packages.unlimited')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{pkg.companies}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <ButtonLink
                      size="xs"
                      variant="light"
                      to="/admin/packages/$id/edit"
                      params={{ id: pkg._id }}
                      aria-label={t('packages.edit', { name: pkg.name })}
                    >
                      {t('common:actions.edit')}
                    </ButtonLink>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => onDelete(pkg)}
                      aria-label={t('packages.delete', { name: pkg.name })}
                    >
                      {t('common:actions.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        ) : (
          <TableSkeleton columns={5} />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
