import { Stack } from '@mantine/core';
import { labelIn } from '@maxer/domain';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeleteRecordButton } from '../../../components/delete-record-button.tsx';
import { NotEditableNote } from '../../../components/not-editable-note.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useDeleteServiceMutation, useServiceQuery, useServiceTreeQuery } from '../api.ts';
import { ServiceDeleteText } from './service-delete-text.tsx';
import { ServiceDetails } from './service-details.tsx';

interface ServiceRecordProps {
  id: string;
  /** Reached through the edit address: say why there is no form. */
  editRequested?: boolean;
}

/** One service's page: every field, its place in the tree, and delete (never edit, spec §5). */
export function ServiceRecord({ id, editRequested = false }: ServiceRecordProps) {
  const { t } = useTranslation('services');
  const language = currentLanguage();
  const navigate = useNavigate();
  const canChange = useCan('service:write');
  const service = useServiceQuery(id);
  const tree = useServiceTreeQuery();
  const remove = useDeleteServiceMutation();
  const label = service.data ? labelIn(service.data.labels, language) : '';
  usePageTitle(label || t('title'));

  const deleteService = async () => {
    await remove.mutateAsync(id);
    toast('success', t('deleted'));
    await navigate({ to: '/my-company/services' });
  };

  const backToList = <BackLink to="/my-company/services">{t('title')}</BackLink>;

  return (
    <RecordPage query={service} back={backToList}>
      {(record) => (
        <>
          <PageHeader
            back={backToList}
            title={label}
            description={t(`types.${record.type}`)}
            actions={
              canChange && (
                <>
                  <ButtonLink variant="default" to="/my-company/services/new" search={{ parent: id }}>
                    {t('newChild')}
                  </ButtonLink>
                  <DeleteRecordButton title={t('delete.title')} onDelete={deleteService}>
                    <ServiceDeleteText service={record} tree={tree.data} />
                  </DeleteRecordButton>
                </>
              )
            }
          />
          <Stack gap="md">
            <NotEditableNote namespace="services" canChange={canChange} editRequested={editRequested} />
            <ServiceDetails service={record} tree={tree.data} />
          </Stack>
        </>
      )}
    </RecordPage>
  );
}
