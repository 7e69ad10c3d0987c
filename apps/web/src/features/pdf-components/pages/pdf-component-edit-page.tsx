import { Stack } from '@mantine/core';
import type { PdfComponentInput } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordView } from '../../../components/record-view.tsx';
import { AnchorLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePdfComponentQuery, useUpdatePdfComponentMutation } from '../api.ts';
import { PdfComponentForm, pdfComponentFormValues } from '../components/pdf-component-form.tsx';

const route = getRouteApi('/_company/pdf-extra-info/edit/$id');

export function PdfComponentEditPage() {
  const { t } = useTranslation('pdf-components');
  usePageTitle(t('editTitle'));
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const component = usePdfComponentQuery(id);
  const update = useUpdatePdfComponentMutation(id);

  const save = async (values: PdfComponentInput) => {
    await update.mutateAsync(values);
    toast('success', t('saved'));
    await navigate({ to: '/pdf-extra-info/$id', params: { id } });
  };

  const backToList = (
    <AnchorLink to="/pdf-extra-info" size="sm">
      ← {t('title')}
    </AnchorLink>
  );

  return (
    <Stack gap="lg" maw={900}>
      <RecordView query={component} back={backToList}>
        {(record) => (
          <>
            <PageHeader
              title={t('editTitle')}
              description={record.title}
              back={
                <AnchorLink to="/pdf-extra-info/$id" params={{ id }} size="sm">
                  ← {record.title}
                </AnchorLink>
              }
            />
            <PdfComponentForm
              initial={pdfComponentFormValues(record)}
              submitLabel={t('common:actions.save')}
              onSubmit={save}
              pending={update.isPending}
              cancel={
                <ButtonLink variant="default" to="/pdf-extra-info/$id" params={{ id }}>
                  {t('common:actions.cancel')}
                </ButtonLink>
              }
            />
          </>
        )}
      </RecordView>
    </Stack>
  );
}
