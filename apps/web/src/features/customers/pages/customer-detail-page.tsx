import { Button, Stack } from '@mantine/core';
import { customerDisplayName } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordView } from '../../../components/record-view.tsx';
import { AnchorLink, ButtonLink } from '../../../components/router-links.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCustomerQuery, useDeleteCustomerMutation } from '../api.ts';
import { CustomerDetails } from '../components/customer-details.tsx';
import { CustomerHistory } from '../components/customer-history.tsx';
import { CustomerRelated } from '../components/customer-related.tsx';

const route = getRouteApi('/_company/customers/$id');

/** One customer: the fields, their jobs, offers and invoices, and the history of changes. */
export function CustomerDetailPage() {
  const { t } = useTranslation('customers');
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const customer = useCustomerQuery(id);
  const remove = useDeleteCustomerMutation();
  const [confirming, setConfirming] = useState(false);
  const name = customer.data ? customerDisplayName(customer.data) : '';
  usePageTitle(name || t('title'));

  const confirmDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast('success', t('deleted'));
        setConfirming(false);
        void navigate({ to: '/customers' });
      },
    });

  const backToList = (
    <AnchorLink to="/customers" size="sm">
      ← {t('title')}
    </AnchorLink>
  );

  return (
    <Stack gap="lg" maw={1200}>
      <RecordView query={customer} back={backToList}>
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
                  <Button variant="light" color="red" onClick={() => setConfirming(true)}>
                    {t('common:actions.delete')}
                  </Button>
                </>
              }
            />
            <CustomerDetails customer={record} />
            <CustomerRelated customerId={id} />
            <CustomerHistory customerId={id} />
            <ConfirmDeleteModal
              opened={confirming}
              title={t('delete.title')}
              pending={remove.isPending}
              onConfirm={confirmDelete}
              onClose={() => setConfirming(false)}
            >
              {t('delete.text', { name, number: record.number })}
            </ConfirmDeleteModal>
          </>
        )}
      </RecordView>
    </Stack>
  );
}
