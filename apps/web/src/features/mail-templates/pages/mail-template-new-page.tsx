import { Stack } from '@mantine/core';
import type { MailTemplateValues } from '@maxer/domain';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCreateMailTemplateMutation } from '../api.ts';
import { MailTemplateForm } from '../components/mail-template-form.tsx';

export function MailTemplateNewPage() {
  const { t } = useTranslation('mail-templates');
  usePageTitle(t('newTitle'));
  const create = useCreateMailTemplateMutation();
  const navigate = useNavigate();

  const save = async (values: MailTemplateValues) => {
    const template = await create.mutateAsync(values);
    toast('success', t('created'));
    await navigate({ to: '/mail-templates/$id', params: { id: template._id } });
  };

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={t('newTitle')} back={<BackLink to="/mail-templates">{t('title')}</BackLink>} />
      <MailTemplateForm
        submitLabel={t('create')}
        onSubmit={save}
        pending={create.isPending}
        cancel={
          <ButtonLink variant="default" to="/mail-templates">
            {t('common:actions.cancel')}
          </ButtonLink>
        }
      />
    </Stack>
  );
}
