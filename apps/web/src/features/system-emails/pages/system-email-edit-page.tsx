import { Paper } from '@mantine/core';
import type { SystemEmailValues } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeleteRecordButton } from '../../../components/delete-record-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useDeleteSystemEmailMutation, useSystemEmailQuery, useUpdateSystemEmailMutation } from '../api.ts';
import { SystemEmailForm, systemEmailFormValues } from '../components/system-email-form.tsx';

const route = getRouteApi('/_company/system-emails/$id');

/** A system e-mail's page is its form for an owner; staff read it. */
export function SystemEmailEditPage() {
  const { t } = useTranslation('system-emails');
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const email = useSystemEmailQuery(id);
  const update = useUpdateSystemEmailMutation(id);
  const remove = useDeleteSystemEmailMutation();
  const canWrite = useCan('system-email:write');
  usePageTitle(email.data?.title ?? t('editTitle'));

  const save = async (values: SystemEmailValues) => {
    await update.mutateAsync(values);
    toast('success', t('saved'));
  };
  const back = <BackLink to="/system-emails">{t('title')}</BackLink>;

  return (
    <RecordPage query={email} back={back}>
      {(record) => (
        <>
          <PageHeader
            back={back}
            title={canWrite ? t('editTitle') : record.title}
            description={`${t(`types.${record.type}`)} · ${t(`languages.${record.language}`)}`}
            actions={
              canWrite && (
                <DeleteRecordButton
                  title={t('delete.title')}
                  onDelete={async () => {
                    await remove.mutateAsync(id);
                    toast('success', t('deleted'));
                    await navigate({ to: '/system-emails' });
                  }}
                >
                  {t('delete.text')}
                </DeleteRecordButton>
              )
            }
          />
          {canWrite ? (
            <SystemEmailForm
              initial={systemEmailFormValues(record)}
              submitLabel={t('common:actions.save')}
              onSubmit={save}
              pending={update.isPending}
              cancel={
                <ButtonLink variant="default" to="/system-emails">
                  {t('common:actions.cancel')}
                </ButtonLink>
              }
            />
          ) : (
            <Paper withBorder p="lg">
              <RichTextView value={record.content} />
            </Paper>
          )}
        </>
      )}
    </RecordPage>
  );
}
