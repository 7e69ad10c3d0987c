import { Stack } from '@mantine/core';
import type { SystemEmailValues } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OwnerOnly } from '../../../components/owner-only.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCreateSystemEmailMutation } from '../api.ts';
import { newSystemEmailValues, SystemEmailForm } from '../components/system-email-form.tsx';

const route = getRouteApi('/_company/system-emails/new');

export function SystemEmailNewPage() {
  const { t } = useTranslation('system-emails');
  usePageTitle(t('newTitle'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const create = useCreateSystemEmailMutation();

  const save = async (values: SystemEmailValues) => {
    const email = await create.mutateAsync(values);
    toast('success', t('created'));
    await navigate({ to: '/system-emails/$id', params: { id: email._id } });
  };

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={t('newTitle')} back={<BackLink to="/system-emails">{t('title')}</BackLink>} />
      <OwnerOnly permission="system-email:write">
        <SystemEmailForm
          initial={newSystemEmailValues(search.type ?? 'ACCEPT_OFFER', search.language ?? 'de')}
          submitLabel={t('create')}
          onSubmit={save}
          pending={create.isPending}
          cancel={
            <ButtonLink variant="default" to="/system-emails">
              {t('common:actions.cancel')}
            </ButtonLink>
          }
        />
      </OwnerOnly>
    </Stack>
  );
}
