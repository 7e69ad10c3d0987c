import { Button } from '@mantine/core';
import { PLATFORM_TIME_ZONE } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteRecordButton } from '../../../components/delete-record-button.tsx';
import { DetailsList } from '../../../components/details-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { AnchorLink, BackLink } from '../../../components/router-links.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { RequestReviewButton } from '../../reviews/index.ts';
import { useAppointmentQuery, useDeleteAppointmentMutation } from '../api.ts';
import { appointmentFormValues } from '../appointment-form-values.ts';
import { AppointmentModal } from '../components/appointment-modal.tsx';

const route = getRouteApi('/_company/appointments/$id');

/** One appointment: what, when, where, who; change it in the dialog, delete it (a sent one is cancelled). */
export function AppointmentDetailPage() {
  const { t } = useTranslation('appointments');
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const appointment = useAppointmentQuery(id);
  const remove = useDeleteAppointmentMutation();
  const timeZone = useSession((state) => state.currentCompany?.timeZone) ?? PLATFORM_TIME_ZONE;
  const language = currentLanguage();
  const [editing, setEditing] = useState(false);
  usePageTitle(t('detailTitle'));
  const backToList = <BackLink to="/appointments">{t('title')}</BackLink>;

  return (
    <RecordPage query={appointment} back={backToList}>
      {(record) => (
        <>
          <PageHeader
            back={backToList}
            title={`${t(`kinds.${record.kind}`)} · ${formatDateTime(record.startsAt, language, timeZone)}`}
            description={record.customer?.name}
            actions={
              <>
                <Button onClick={() => setEditing(true)}>{t('common:actions.edit')}</Button>
                {record.customer && (
                  <RequestReviewButton
                    target={{ appointmentId: record._id }}
                    recipient={record.customer.email}
                    reviewed={record.reviewedAt !== null}
                  />
                )}
                <DeleteRecordButton
                  title={t('delete.title')}
                  onDelete={async () => {
                    await remove.mutateAsync(record._id);
                    toast('success', t('delete.done'));
                    await navigate({ to: '/appointments' });
                  }}
                >
                  {record.sendByEmail ? t('delete.textSent') : t('delete.text')}
                </DeleteRecordButton>
              </>
            }
          />
          <DetailsList
            rows={[
              [t('fields.kind'), t(`kinds.${record.kind}`)],
              [t('fields.startsAt'), formatDateTime(record.startsAt, language, timeZone)],
              [t('fields.endsAt'), formatDateTime(record.endsAt, language, timeZone)],
              [t('fields.durationMinutes'), t('minutes', { count: record.durationMinutes })],
              [t('fields.location'), record.location],
              [
                t('fields.customer'),
                record.customer ? (
                  <AnchorLink key="customer" to="/customers/$id" params={{ id: record.customer._id }}>
                    {record.customer.name}
                  </AnchorLink>
                ) : null,
              ],
              [
                t('fields.contract'),
                record.contract ? (
                  <AnchorLink key="job" to="/contracts/$id" params={{ id: record.contract._id }}>
                    {t('jobLabel', { number: record.contract.number })}
                  </AnchorLink>
                ) : null,
              ],
              [t('fields.employees'), record.employees.map((person) => person.name).join(', ') || null],
              [t('fields.notes'), record.notes],
              [t('fields.sendByEmail'), t(record.sendByEmail ? 'common:yes' : 'common:no')],
              [t('fields.copyToCustomer'), t(record.copyToCustomer ? 'common:yes' : 'common:no')],
              [t('fields.createdAt'), formatDateTime(record.createdAt, language, timeZone)],
            ]}
          />
          {editing && (
            <AppointmentModal
              appointmentId={record._id}
              initialValues={appointmentFormValues(record, timeZone)}
              timeZone={timeZone}
              fromJob={record.contract !== null}
              onClose={() => setEditing(false)}
            />
          )}
        </>
      )}
    </RecordPage>
  );
}
