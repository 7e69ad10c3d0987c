import { Button, Table, Text } from '@mantine/core';
import { PLATFORM_TIME_ZONE } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordSection } from '../../../components/record-section.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useAppointmentsQuery } from '../api.ts';
import { newAppointmentValues } from '../appointment-form-values.ts';
import { AppointmentModal } from './appointment-modal.tsx';

type RecordAppointmentsProps =
  | { contractId: string; customerId?: undefined; customerName?: undefined }
  | { customerId: string; customerName: string; contractId?: undefined };

/**
 * A job's or a customer's appointments, soonest first, with "New appointment" in a dialog that
 * starts linked to it (issue 17: made from a job's and a customer's page).
 */
export function RecordAppointments(props: RecordAppointmentsProps) {
  const { t } = useTranslation('appointments');
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone) ?? PLATFORM_TIME_ZONE;
  const filter = props.contractId ? { contractId: props.contractId } : { customerId: props.customerId };
  const list = useAppointmentsQuery({ ...filter, sort: 'startsAt', pageSize: 10 });
  const [creating, setCreating] = useState(false);

  return (
    <RecordSection
      id="record-appointments"
      title={t('title')}
      action={
        <Button size="xs" variant="light" onClick={() => setCreating(true)}>
          {t('new')}
        </Button>
      }
      items={list.data?.items}
      emptyText={t('none')}
      rows={(items) =>
        items.map((appointment) => (
          <Table.Tr key={appointment._id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <AnchorLink to="/appointments/$id" params={{ id: appointment._id }} fw={500}>
                {formatDateTime(appointment.startsAt, language, timeZone)}
              </AnchorLink>
            </Table.Td>
            <Table.Td>{t(`kinds.${appointment.kind}`)}</Table.Td>
            <Table.Td>
              <Text size="sm">{appointment.employees.map((person) => person.name).join(', ') || '—'}</Text>
            </Table.Td>
          </Table.Tr>
        ))
      }
      more={
        (list.data?.total ?? 0) > (list.data?.items.length ?? 0) && (
          <AnchorLink to="/appointments" search={filter} size="sm">
            {t('all', { count: list.data?.total })}
          </AnchorLink>
        )
      }
    >
      {creating && (
        <AppointmentModal
          appointmentId={null}
          initialValues={newAppointmentValues(timeZone, new Date(), {
            contractId: props.contractId,
            customerId: props.customerId,
            customerName: props.customerName,
          })}
          timeZone={timeZone}
          fromJob={Boolean(props.contractId)}
          onClose={() => setCreating(false)}
        />
      )}
    </RecordSection>
  );
}
