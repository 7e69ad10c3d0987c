import type { ServiceInput } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OwnerOnly } from '../../../components/owner-only.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCreateServiceMutation, useServiceTreeQuery } from '../api.ts';
import { ServiceForm } from '../components/service-form.tsx';

const route = getRouteApi('/_company/my-company/services/new');

/** A new service; `?parent=` (from a service's page) puts it below that one. */
export function ServiceNewPage() {
  const { t } = useTranslation('services');
  usePageTitle(t('form.title'));
  const { parent } = route.useSearch();
  const navigate = route.useNavigate();
  const tree = useServiceTreeQuery();
  const create = useCreateServiceMutation();

  const save = async (values: ServiceInput) => {
    const service = await create.mutateAsync(values);
    toast('success', t('created'));
    await navigate({ to: '/my-company/services/$id', params: { id: service._id } });
  };

  const backToList = <BackLink to="/my-company/services">{t('title')}</BackLink>;

  return (
    <OwnerOnly permission="service:write">
      {/* The form waits for the tree: the parent is chosen from it. */}
      <RecordPage query={tree} back={backToList}>
        {(services) => {
          // A parent that is gone (deleted meanwhile) is no choice: start at the top instead.
          const parentId = services.some((service) => service._id === parent) ? parent : undefined;
          return (
            <>
              <PageHeader title={t('form.title')} description={t('notEditable')} back={backToList} />
              <ServiceForm
                tree={services}
                initialParentId={parentId}
                onSubmit={save}
                pending={create.isPending}
                cancel={
                  parentId ? (
                    <ButtonLink variant="default" to="/my-company/services/$id" params={{ id: parentId }}>
                      {t('common:actions.cancel')}
                    </ButtonLink>
                  ) : (
                    <ButtonLink variant="default" to="/my-company/services">
                      {t('common:actions.cancel')}
                    </ButtonLink>
                  )
                }
              />
            </>
          );
        }}
      </RecordPage>
    </OwnerOnly>
  );
}
