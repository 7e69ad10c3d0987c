import { Badge, Table } from '@mantine/core';
import type { Employee } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import type { EmployeeSort } from '../api.ts';

interface EmployeesTableProps {
  employees: Employee[] | undefined;
  sort: string;
  onSort: (column: EmployeeSort) => void;
}

export function EmployeesTable({ employees, sort, onSort }: EmployeesTableProps) {
  const { t } = useTranslation('employees');
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const sortBy = (column: string) => onSort(column as EmployeeSort);
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('title')} aria-busy={!employees}>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="lastName" sort={sort} onSort={sortBy}>
              {t('columns.name')}
            </SortableTh>
            <SortableTh column="email" sort={sort} onSort={sortBy}>
              {t('fields.email')}
            </SortableTh>
            <SortableTh column="role" sort={sort} onSort={sortBy}>
              {t('fields.role')}
            </SortableTh>
            <Table.Th>{t('fields.active')}</Table.Th>
            <SortableTh column="lastSeenAt" sort={sort} onSort={sortBy}>
              {t('fields.lastSeenAt')}
            </SortableTh>
          </Table.Tr>
        </Table.Thead>
        {employees ? (
          <Table.Tbody>
            {employees.map((employee) => (
              <Table.Tr key={employee._id}>
                <Table.Td>
                  <AnchorLink to="/employees/$id" params={{ id: employee._id }} fw={500}>
                    {`${employee.firstName} ${employee.lastName}`}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>{employee.email}</Table.Td>
                <Table.Td>{t(`roles.${employee.role}`)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={employee.active ? 'green' : 'gray'}>
                    {employee.active ? t('status.active') : t('status.inactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {employee.lastSeenAt ? formatDateTime(employee.lastSeenAt, language, timeZone) : t('never')}
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
