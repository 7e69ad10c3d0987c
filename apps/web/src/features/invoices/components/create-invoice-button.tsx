import { Button } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { newFormKey } from '../../../lib/form-key.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateInvoiceFromContractMutation, useInvoicesQuery } from '../api.ts';

/**
 * "Create invoice" on a contract (its page's primary action once the customer accepted): the server builds the invoice from the accepted services and the
 * contract's lines, then its page opens. An OPEN contract is refused ('The Contract ( :id: ) is still
 * Open'), which the query client shows as a toast like every failed action. A job may be invoiced
 * more than once (a deposit, then the rest), so a second invoice is allowed, but only after a
 * question naming the one there is: a second click a week later should not bill the customer twice.
 * The server holds to the same rule (`another: true` only after the question; ADR 023), and each
 * action carries an idempotency key, so a double click or a retry makes one invoice.
 */
export function CreateInvoiceButton({ contractId }: { contractId: string }) {
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const create = useCreateInvoiceFromContractMutation();
  // Newest first: the one the question names.
  const existing = useInvoicesQuery({ contractId, pageSize: 1, sort: '-number' });
  const latest = existing.data?.items[0];
  const [asking, setAsking] = useState(false);
  // One key per intended invoice; a refused request does not use it up (the server rolls it back).
  const [idempotencyKey, setIdempotencyKey] = useState(newFormKey);
  const createInvoice = (another: boolean) =>
    create.mutate(
      { contractId, body: { another, idempotencyKey } },
      {
        onSuccess: (invoice) => {
          setAsking(false);
          setIdempotencyKey(newFormKey());
          toast('success', t('created', { number: invoice.number }));
          void navigate({ to: '/invoices/$id', params: { id: invoice._id } });
        },
        onError: (error) => {
          // Invoiced meanwhile (another tab, a colleague): ask, as if the invoice had been listed.
          if (error instanceof ApiError && error.code === 'error_contract_already_invoiced') {
            void existing.refetch();
            setAsking(true);
          }
        },
      },
    );
  return (
    <>
      <Button loading={create.isPending} onClick={() => (latest ? setAsking(true) : createInvoice(false))}>
        {t('actions.fromContract')}
      </Button>
      <ConfirmModal
        opened={asking && latest !== undefined}
        title={t('fromContractAgain.title')}
        confirmLabel={t('fromContractAgain.confirm')}
        pending={create.isPending}
        onConfirm={() => createInvoice(true)}
        onClose={() => setAsking(false)}
      >
        {t('fromContractAgain.text', { count: existing.data?.total ?? 0, number: latest?.number })}
      </ConfirmModal>
    </>
  );
}
