import { Stack } from '@mantine/core';
import type { CompanyUpdateInput } from '@maxer/domain';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OwnerOnly } from '../../../components/owner-only.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordView } from '../../../components/record-view.tsx';
import { AnchorLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCompanyQuery, useUpdateCompanyMutation } from '../api.ts';
import { companyFormValues } from '../company-form-values.ts';
import { CompanyForm } from '../components/company-form.tsx';

export function CompanyEditPage() {
  const { t } = useTranslation('company');
  usePageTitle(t('editTitle'));
  const company = useCompanyQuery();
  const update = useUpdateCompanyMutation();
  const navigate = useNavigate();

  const save = async (values: CompanyUpdateInput) => {
    await update.mutateAsync(values);
    toast('success', t('saved'));
    await navigate({ to: '/my-company' });
  };

  const back = (
    <AnchorLink to="/my-company" size="sm">
      ← {t('title')}
    </AnchorLink>
  );

  return (
    <Stack gap="lg" maw={1000}>
      <OwnerOnly permission="company:update">
        <RecordView query={company} back={back}>
          {(record) => (
            <>
              <PageHeader title={t('editTitle')} description={record.name} back={back} />
              <CompanyForm
                initial={companyFormValues(record)}
                onSubmit={save}
                pending={update.isPending}
                cancel={
                  <ButtonLink variant="default" to="/my-company">
                    {t('common:actions.cancel')}
                  </ButtonLink>
                }
              />
            </>
          )}
        </RecordView>
      </OwnerOnly>
    </Stack>
  );
}
