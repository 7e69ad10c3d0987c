import { Button, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordView } from '../../../components/record-view.tsx';
import { AnchorLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useDeletePdfComponentMutation, usePdfComponentQuery, usePdfComponentsQuery } from '../api.ts';
import { PdfComponentDetails } from '../components/pdf-component-details.tsx';

const route = getRouteApi('/_company/pdf-extra-info/$id');

export function PdfComponentDetailPage() {
  const { t } = useTranslation('pdf-components');
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const canChange = useCan('pdf-component:write');
  const component = usePdfComponentQuery(id);
  // Its place among the others, as documents print them (the list is usually cached already).
  const ordered = usePdfComponentsQuery();
  const remove = useDeletePdfComponentMutation();
  const [confirming, setConfirming] = useState(false);
  usePageTitle(component.data?.title ?? t('title'));

  const index = ordered.data?.findIndex((entry) => entry._id === id) ?? -1;
  const place =
    ordered.data && index >= 0
      ? t('positionText', { position: index + 1, total: ordered.data.length })
      : undefined;

  const confirmDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast('success', t('deleted'));
        setConfirming(false);
        void navigate({ to: '/pdf-extra-info' });
      },
    });

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
              back={backToList}
              title={record.title}
              description={place}
              actions={
                canChange ? (
                  <>
                    <ButtonLink to="/pdf-extra-info/edit/$id" params={{ id }}>
                      {t('common:actions.edit')}
                    </ButtonLink>
                    <Button variant="light" color="red" onClick={() => setConfirming(true)}>
                      {t('common:actions.delete')}
                    </Button>
                  </>
                ) : undefined
              }
            />
            <PdfComponentDetails component={record} />
            <ConfirmDeleteModal
              opened={confirming}
              title={t('delete.title')}
              pending={remove.isPending}
              onConfirm={confirmDelete}
              onClose={() => setConfirming(false)}
            >
              {t('delete.text', { name: record.title })}
            </ConfirmDeleteModal>
          </>
        )}
      </RecordView>
    </Stack>
  );
}
