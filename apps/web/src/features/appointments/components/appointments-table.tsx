import { Table, Text } from '@mantine/core';
import type { Appointment } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import type { AppointmentSort } from '../api.ts';

interface AppointmentsTableProps {
  appointments: Appointment[] | undefined;
  timeZone: string | undefined;
  sort: string;
  onSort: (column: AppointmentSort) => void;
}

export function AppointmentsTable({ appointments, timeZone, sort, onSort }: AppointmentsTableProps) {
  const { t } = useTranslation('appointments');
  const language = currentLanguage();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('title')} aria-busy={!appointments}>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="startsAt" sort={sort} onSort={(c) => onSort(c as AppointmentSort)}>
              {t('fields.startsAt')}
            </SortableTh>
            <Table.Th>{t('fields.kind')}</Table.Th>
            <Table.Th>{t('fields.customer')}</Table.Th>
            <Table.Th>{t('fields.location')}</Table.Th>
            <Table.Th>{t('fields.employees')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {appointments ? (
          <Table.Tbody>
            {appointments.map((appointment) => (
              <Table.Tr key={appointment._id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <AnchorLink to="/appointments/$id" params={{ id: appointment._id }} fw={500}>
                    {formatDateTime(appointment.startsAt, language, timeZone)}
                  </AnchorLink>
                  <Text size="xs" c="dimmed">
                    {t('minutes', { count: appointment.durationMinutes })}
                  </Text>
                </Table.Td>
                <Table.Td>{t(`kinds.${appointment.kind}`)}</Table.Td>
                <Table.Td>
                  {appointment.customer ? (
                    <AnchorLink to="/customers/$id" params={{ id: appointment.customer._id }}>
                      {appointment.customer.name}
                    </AnchorLink>
                  ) : (
                    '—'
                  )}
                  {appointment.contract && (
                    <Text size="xs">
                      <AnchorLink to="/contracts/$id" params={{ id: appointment.contract._id }}>
                        {t('jobLabel', { number: appointment.contract.number })}
                      </AnchorLink>
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {appointment.location ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {appointment.employees.map((person) => person.name).join(', ') || '—'}
                  </Text>
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
