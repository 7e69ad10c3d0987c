import { type CustomerValues, customerDisplayName } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCustomerQuery, useUpdateCustomerMutation } from '../api.ts';
import { CustomerForm } from '../components/customer-form.tsx';
import { customerFormValues } from '../customer-form-values.ts';

const route = getRouteApi('/_company/customers/edit/$id');

export function CustomerEditPage() {
  const { t } = useTranslation('customers');
  usePageTitle(t('editTitle'));
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const customer = useCustomerQuery(id);
  const update = useUpdateCustomerMutation(id);

  const save = async (values: CustomerValues) => {
    await update.mutateAsync(values);
    toast('success', t('saved'));
    await navigate({ to: '/customers/$id', params: { id } });
  };

  return (
    <RecordPage query={customer} back={<BackLink to="/customers">{t('title')}</BackLink>}>
      {(record) => (
        <>
          <PageHeader
            title={t('editTitle')}
            description={`${customerDisplayName(record)} · ${t('fields.number')} ${record.number}`}
            back={
              <BackLink to="/customers/$id" params={{ id }}>
                {customerDisplayName(record)}
              </BackLink>
            }
          />
          <CustomerForm
            initial={customerFormValues(record)}
            draft={`customer:${id}`}
            submitLabel={t('common:actions.save')}
            onSubmit={save}
            pending={update.isPending}
            cancel={
              <ButtonLink variant="default" to="/customers/$id" params={{ id }}>
                {t('common:actions.cancel')}
              </ButtonLink>
            }
          />
        </>
      )}
    </RecordPage>
  );
}
