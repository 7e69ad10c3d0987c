import { Button } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCreateInvoiceFromContractMutation, useInvoicesQuery } from '../api.ts';

/**
 * "Create invoice" on a contract: the server builds the invoice from the accepted services and the
 * contract's lines, then its page opens. An OPEN contract is refused ('The Contract ( :id: ) is still
 * Open'), which the query client shows as a toast like every failed action. A job may be invoiced
 * more than once (a deposit, then the rest), so a second invoice is allowed, but only after a
 * question naming the one there is: a second click a week later should not bill the customer twice.
 */
export function CreateInvoiceButton({ contractId }: { contractId: string }) {
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const create = useCreateInvoiceFromContractMutation();
  // Newest first: the one the question names.
  const existing = useInvoicesQuery({ contractId, pageSize: 1, sort: '-number' });
  const latest = existing.data?.items[0];
  const [asking, setAsking] = useState(false);
  const createInvoice = () =>
    create.mutate(
      { contractId },
      {
        onSuccess: (invoice) => {
          setAsking(false);
          toast('success', t('created', { number: invoice.number }));
          void navigate({ to: '/invoices/$id', params: { id: invoice._id } });
        },
      },
    );
  return (
    <>
      <Button
        variant="default"
        loading={create.isPending}
        onClick={() => (latest ? setAsking(true) : createInvoice())}
      >
        {t('actions.fromContract')}
      </Button>
      <ConfirmModal
        opened={asking && latest !== undefined}
        title={t('fromContractAgain.title')}
        confirmLabel={t('fromContractAgain.confirm')}
        pending={create.isPending}
        onConfirm={createInvoice}
        onClose={() => setAsking(false)}
      >
        {t('fromContractAgain.text', { count: existing.data?.total ?? 0, number: latest?.number })}
      </ConfirmModal>
    </>
  );
}
