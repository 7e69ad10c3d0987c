import { Group, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeleteRecordButton } from '../../../components/delete-record-button.tsx';
import { DetailsList } from '../../../components/details-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useContractStatusQuery, useDeleteContractStatusMutation } from '../api.ts';
import { StatusBadge } from '../components/status-badge.tsx';

const route = getRouteApi('/_company/my-company/custom-contract-status/$id');

/** One custom status: its name and colour as jobs show it, with edit and delete. */
export function StatusDetailPage() {
  const { t } = useTranslation('statuses');
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const status = useContractStatusQuery(id);
  const remove = useDeleteContractStatusMutation();
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const language = currentLanguage();
  usePageTitle(status.data?.name ?? t('title'));

  const deleteStatus = async () => {
    await remove.mutateAsync(id);
    toast('success', t('deleted'));
    await navigate({ to: '/my-company/custom-contract-status' });
  };

  const backToList = <BackLink to="/my-company/custom-contract-status">{t('title')}</BackLink>;

  return (
    <RecordPage query={status} back={backToList}>
      {(record) => (
        <>
          <PageHeader
            back={backToList}
            title={record.name}
            actions={
              <>
                <ButtonLink to="/my-company/custom-contract-status/edit/$id" params={{ id }}>
                  {t('common:actions.edit')}
                </ButtonLink>
                <DeleteRecordButton title={t('delete.title')} onDelete={deleteStatus}>
                  {t('delete.text', { name: record.name })}
                </DeleteRecordButton>
              </>
            }
          />
          <DetailsList
            rows={[
              [t('fields.name'), record.name],
              [
                t('fields.color'),
                <Group key="color" gap="sm" component="span">
                  <StatusBadge name={record.name} color={record.color} />
                  <Text span ff="monospace" fz="sm">
                    {record.color}
                  </Text>
                </Group>,
              ],
              [t('fields.createdAt'), formatDateTime(record.createdAt, language, timeZone)],
              [t('fields.updatedAt'), formatDateTime(record.updatedAt, language, timeZone)],
            ]}
          />
        </>
      )}
    </RecordPage>
  );
}
