import { Stack } from '@mantine/core';
import type { PdfComponentInput } from '@maxer/domain';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { AnchorLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCreatePdfComponentMutation } from '../api.ts';
import { PdfComponentForm } from '../components/pdf-component-form.tsx';

/** A new component goes last on the documents; the list moves it. */
export function PdfComponentNewPage() {
  const { t } = useTranslation('pdf-components');
  usePageTitle(t('newTitle'));
  const create = useCreatePdfComponentMutation();
  const navigate = useNavigate();

  const save = async (values: PdfComponentInput) => {
    const component = await create.mutateAsync(values);
    toast('success', t('created'));
    await navigate({ to: '/pdf-extra-info/$id', params: { id: component._id } });
  };

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title={t('newTitle')}
        back={
          <AnchorLink to="/pdf-extra-info" size="sm">
            ← {t('title')}
          </AnchorLink>
        }
      />
      <PdfComponentForm
        submitLabel={t('create')}
        onSubmit={save}
        pending={create.isPending}
        cancel={
          <ButtonLink variant="default" to="/pdf-extra-info">
            {t('common:actions.cancel')}
          </ButtonLink>
        }
      />
    </Stack>
  );
}
