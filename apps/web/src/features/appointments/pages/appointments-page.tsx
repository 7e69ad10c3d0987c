import { Button, Select } from '@mantine/core';
import { endOfDayIn, instantOfWallClock, PLATFORM_TIME_ZONE } from '@maxer/domain';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page.tsx';
import { DateField } from '../../../components/swiss-date-input.tsx';
import { nextSort } from '../../../lib/list-search.ts';
import { useSession } from '../../../lib/session-store.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useEmployeesQuery } from '../../employees/index.ts';
import { type AppointmentsSearch, DEFAULT_APPOINTMENT_SORT, useAppointmentsQuery } from '../api.ts';
import { newAppointmentValues } from '../appointment-form-values.ts';
import { AppointmentModal } from '../components/appointment-modal.tsx';
import { AppointmentsTable } from '../components/appointments-table.tsx';

const route = getRouteApi('/_company/appointments');

/** Calendar days of the company as the instants the API filters by: from the first day's start to the last one's end. */
function rangeOf(search: AppointmentsSearch, timeZone: string) {
  const from = search.from ? instantOfWallClock(`${search.from}T00:00`, timeZone)?.toISOString() : undefined;
  const to = search.to ? endOfDayIn(search.to, timeZone).toISOString() : undefined;
  return { ...search, from, to };
}

/** The company's appointments: by days, person and text; a new one in a dialog. */
export function AppointmentsPage() {
  const { t } = useTranslation('appointments');
  usePageTitle(t('title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const timeZone = useSession((state) => state.currentCompany?.timeZone) ?? PLATFORM_TIME_ZONE;
  const list = useAppointmentsQuery(rangeOf(search, timeZone));
  const employees = useEmployeesQuery({ active: 'true', pageSize: 100 });
  const [creating, setCreating] = useState(false);
  const sort = search.sort ?? DEFAULT_APPOINTMENT_SORT;

  const change = (patch: Partial<AppointmentsSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }), replace });

  return (
    <>
      <ListPage
        title={t('title')}
        description={t('intro')}
        newButton={
          <>
            <Button variant="default" renderRoot={(props) => <Link to="/appointments/calendar" {...props} />}>
              {t('nav', { ns: 'calendar' })}
            </Button>
            <Button onClick={() => setCreating(true)}>{t('new')}</Button>
          </>
        }
        search={search}
        onChange={change}
        searchPlaceholder={t('searchPlaceholder')}
        filters={
          <>
            <DateField
              label={t('filter.from')}
              value={search.from ?? ''}
              onChange={(value) => change({ from: value || undefined })}
            />
            <DateField
              label={t('filter.to')}
              value={search.to ?? ''}
              onChange={(value) => change({ to: value || undefined })}
            />
            <Select
              label={t('filter.employee')}
              placeholder={t('filter.everybody')}
              clearable
              searchable
              w={200}
              value={search.employeeId ?? null}
              onChange={(value) => change({ employeeId: value ?? undefined })}
              data={(employees.data?.items ?? []).map((person) => ({
                value: person._id,
                label: `${person.firstName} ${person.lastName}`.trim(),
              }))}
            />
          </>
        }
        filtered={Boolean(
          search.from || search.to || search.employeeId || search.customerId || search.contractId,
        )}
        result={list.data}
        empty={{ title: t('empty.title'), text: t('empty.text') }}
      >
        <AppointmentsTable
          appointments={list.data?.items}
          timeZone={timeZone}
          sort={sort}
          onSort={(column) => change({ sort: nextSort(sort, column) })}
        />
      </ListPage>
      {creating && (
        <AppointmentModal
          appointmentId={null}
          initialValues={newAppointmentValues(timeZone, new Date())}
          timeZone={timeZone}
          fromJob={false}
          onClose={() => setCreating(false)}
          onSaved={(saved) => void navigate({ to: '/appointments/$id', params: { id: saved._id } })}
        />
      )}
    </>
  );
}
