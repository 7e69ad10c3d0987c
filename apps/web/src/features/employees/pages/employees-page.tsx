import { Group, Paper, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list-empty.tsx';
import { ListFooter } from '../../../components/list-footer.tsx';
import { ListSearchInput } from '../../../components/list-search-input.tsx';
import { OwnerOnly } from '../../../components/owner-only.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { DEFAULT_PAGE_SIZE, nextSort } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { DEFAULT_EMPLOYEE_SORT, type EmployeesSearch, useEmployeesQuery } from '../api.ts';
import { EmployeeFilters } from '../components/employee-filters.tsx';
import { EmployeesTable } from '../components/employees-table.tsx';

const route = getRouteApi('/_company/employees');

/** The company's users (owner only): search, role and active filters, sort and pages in the address bar. */
export function EmployeesPage() {
  const { t } = useTranslation('employees');
  usePageTitle(t('title'));
  return (
    <Stack gap="lg" maw={1200}>
      <OwnerOnly permission="employee:manage">
        <EmployeesList />
      </OwnerOnly>
    </Stack>
  );
}

function EmployeesList() {
  const { t } = useTranslation('employees');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const employees = useEmployeesQuery(search);
  const sort = search.sort ?? DEFAULT_EMPLOYEE_SORT;

  const change = (patch: Partial<EmployeesSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }), replace });

  const newButton = <ButtonLink to="/employees/new">{t('new')}</ButtonLink>;
  const items = employees.data?.items;

  return (
    <>
      <PageHeader title={t('title')} description={t('intro')} actions={newButton} />
      <Group align="flex-end" gap="md">
        <ListSearchInput
          label={t('common:list.search')}
          placeholder={t('searchPlaceholder')}
          value={search.q ?? ''}
          onSearch={(q) => change({ q: q || undefined }, true)}
        />
        <EmployeeFilters search={search} onChange={change} />
      </Group>
      <Paper withBorder p="md">
        {items && items.length === 0 ? (
          <ListEmpty
            filtered={Boolean(search.q || search.role || search.active)}
            title={t('empty.title')}
            description={t('empty.text')}
            action={newButton}
          />
        ) : (
          <EmployeesTable
            employees={items}
            sort={sort}
            onSort={(column) => change({ sort: nextSort(sort, column) })}
          />
        )}
      </Paper>
      {employees.data && employees.data.total > 0 && (
        <ListFooter
          total={employees.data.total}
          page={search.page ?? 1}
          pageSize={search.pageSize ?? DEFAULT_PAGE_SIZE}
          onPage={(page) => change({ page })}
          onPageSize={(pageSize) =>
            change({ pageSize: pageSize === DEFAULT_PAGE_SIZE ? undefined : pageSize })
          }
        />
      )}
    </>
  );
}
