import { customerDisplayName } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteRecordButton } from '../../../components/delete-record-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { BackLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCustomerQuery, useDeleteCustomerMutation } from '../api.ts';
import { CustomerDetails } from '../components/customer-details.tsx';
import { CustomerHistory } from '../components/customer-history.tsx';

const route = getRouteApi('/_company/customers/$id');

/**
 * One customer: the fields, their jobs, offers and invoices (`related`, put in by the route: they belong
 * to other features), and the history of changes.
 */
export function CustomerDetailPage({
  related,
}: {
  related: (customerId: string, customerName: string) => ReactNode;
}) {
  const { t } = useTranslation('customers');
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const customer = useCustomerQuery(id);
  const remove = useDeleteCustomerMutation();
  const name = customer.data ? customerDisplayName(customer.data) : '';
  usePageTitle(name || t('title'));

  const deleteCustomer = async () => {
    await remove.mutateAsync(id);
    toast('success', t('deleted'));
    await navigate({ to: '/customers' });
  };

  const backToList = <BackLink to="/customers">{t('title')}</BackLink>;

  return (
    <RecordPage query={customer} back={backToList} maw={1200}>
      {(record) => (
        <>
          <PageHeader
            back={backToList}
            title={name}
            description={`${t('fields.number')} ${record.number} · ${t(`types.${record.customerType}`)}`}
            actions={
              <>
                <ButtonLink to="/customers/edit/$id" params={{ id }}>
                  {t('common:actions.edit')}
                </ButtonLink>
                <DeleteRecordButton title={t('delete.title')} onDelete={deleteCustomer}>
                  {t('delete.text', { name, number: record.number })}
                </DeleteRecordButton>
              </>
            }
          />
          <CustomerDetails customer={record} />
          {related(id, name)}
          <CustomerHistory customerId={id} />
        </>
      )}
    </RecordPage>
  );
}
