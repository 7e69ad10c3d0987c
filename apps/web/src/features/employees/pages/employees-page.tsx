import { USER_ROLES } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListChoiceFilter } from '../../../components/list-choice-filter.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { OwnerOnly } from '../../../components/owner-only.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { nextSort } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { DEFAULT_EMPLOYEE_SORT, type EmployeesSearch, useEmployeesQuery } from '../api.ts';
import { EmployeesTable } from '../components/employees-table.tsx';

const route = getRouteApi('/_company/employees');

/** The company's users (owner only): search, role and active filters, sort and pages in the address bar. */
export function EmployeesPage() {
  const { t } = useTranslation('employees');
  usePageTitle(t('title'));
  // Only an owner's page asks for the list: anyone else reads the refusal, not a failed request.
  return (
    <OwnerOnly permission="employee:manage">
      <EmployeesList />
    </OwnerOnly>
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

  return (
    <ListPage
      title={t('title')}
      description={t('intro')}
      newButton={<ButtonLink to="/employees/new">{t('new')}</ButtonLink>}
      search={search}
      onChange={change}
      searchPlaceholder={t('searchPlaceholder')}
      filters={
        <>
          <ListChoiceFilter
            label={t('fields.role')}
            param="role"
            value={search.role}
            allLabel={t('filter.all')}
            choices={USER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            onChange={change}
          />
          <ListChoiceFilter
            label={t('fields.active')}
            param="active"
            value={search.active}
            allLabel={t('filter.all')}
            choices={[
              { value: 'true', label: t('status.active') },
              { value: 'false', label: t('status.inactive') },
            ]}
            onChange={change}
          />
        </>
      }
      filtered={Boolean(search.role || search.active)}
      result={employees.data}
      empty={{ title: t('empty.title'), text: t('empty.text') }}
    >
      <EmployeesTable
        employees={employees.data?.items}
        sort={sort}
        onSort={(column) => change({ sort: nextSort(sort, column) })}
      />
    </ListPage>
  );
}
