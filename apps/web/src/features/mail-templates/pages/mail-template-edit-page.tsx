import type { MailTemplateValues } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeleteRecordButton } from '../../../components/delete-record-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  useDeleteMailTemplateMutation,
  useMailTemplateQuery,
  useUpdateMailTemplateMutation,
} from '../api.ts';
import { MailTemplateForm, mailTemplateFormValues } from '../components/mail-template-form.tsx';

const route = getRouteApi('/_company/mail-templates/$id');

/** A template's page is its form (spec §2: /mail-templates/{id} edits). */
export function MailTemplateEditPage() {
  const { t } = useTranslation('mail-templates');
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const template = useMailTemplateQuery(id);
  const update = useUpdateMailTemplateMutation(id);
  const remove = useDeleteMailTemplateMutation();
  usePageTitle(template.data?.title ?? t('editTitle'));

  const save = async (values: MailTemplateValues) => {
    await update.mutateAsync(values);
    toast('success', t('saved'));
  };
  const back = <BackLink to="/mail-templates">{t('title')}</BackLink>;

  return (
    <RecordPage query={template} back={back}>
      {(record) => (
        <>
          <PageHeader
            back={back}
            title={t('editTitle')}
            description={record.title}
            actions={
              <DeleteRecordButton
                title={t('delete.title')}
                onDelete={async () => {
                  await remove.mutateAsync(id);
                  toast('success', t('deleted'));
                  await navigate({ to: '/mail-templates' });
                }}
              >
                {t('delete.text', { title: record.title })}
              </DeleteRecordButton>
            }
          />
          <MailTemplateForm
            initial={mailTemplateFormValues(record)}
            submitLabel={t('common:actions.save')}
            onSubmit={save}
            pending={update.isPending}
            cancel={
              <ButtonLink variant="default" to="/mail-templates">
                {t('common:actions.cancel')}
              </ButtonLink>
            }
          />
        </>
      )}
    </RecordPage>
  );
}
