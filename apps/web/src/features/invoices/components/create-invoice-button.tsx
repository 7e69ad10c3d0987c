import { Button } from '@mantine/core';
import { isBilledByHours, type WorkedHours } from '@maxer/domain';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { newFormKey } from '../../../lib/form-key.ts';
import { toast } from '../../../lib/toast.ts';
import { useContractQuery } from '../../contracts/index.ts';
import { useCreateInvoiceFromContractMutation, useInvoicesQuery } from '../api.ts';
import { WorkedHoursModal } from './worked-hours-modal.tsx';

/**
 * "Create invoice" on a contract (its page's primary action once the customer accepted): the server builds the invoice from the accepted services and the
 * contract's lines, then its page opens. An OPEN contract is refused ('The Contract ( :id: ) is still
 * Open'), which the query client shows as a toast like every failed action. A job may be invoiced
 * more than once (a deposit, then the rest), so a second invoice is allowed, but only after a
 * question naming the one there is: a second click a week later should not bill the customer twice.
 * The server holds to the same rule (`another: true` only after the question; ADR 023), and each
 * action carries an idempotency key, so a double click or a retry makes one invoice.
 *
 * A job whose accepted move is billed by the hour (hourly or under a Kostendach) first asks for the
 * hours actually worked (WorkedHoursModal, issue 15): the move is invoiced from them, not from the
 * estimate's upper bound.
 */
export function CreateInvoiceButton({ contractId }: { contractId: string }) {
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const create = useCreateInvoiceFromContractMutation();
  const contract = useContractQuery(contractId);
  // Newest first: the one the question names.
  const existing = useInvoicesQuery({ contractId, pageSize: 1, sort: '-number' });
  const latest = existing.data?.items[0];
  const [asking, setAsking] = useState(false);
  // The hours modal is open; `another` is what the question about an existing invoice answered.
  const [askingHours, setAskingHours] = useState<{ another: boolean } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // One key per intended invoice; a refused request does not use it up (the server rolls it back).
  const [idempotencyKey, setIdempotencyKey] = useState(newFormKey);
  // An OPEN job is not asked about: the server refuses it, and says why.
  const byHours =
    contract.data !== undefined &&
    contract.data.status !== 'OPEN' &&
    isBilledByHours(contract.data) &&
    contract.data.price.acceptedServices.includes('relocation');

  const createInvoice = (another: boolean, worked: WorkedHours | null = null) =>
    create.mutate(
      { contractId, body: { another, idempotencyKey, ...(worked ? { worked } : {}) } },
      {
        onSuccess: (invoice) => {
          setAsking(false);
          setAskingHours(null);
          setIdempotencyKey(newFormKey());
          toast('success', t('created', { number: invoice.number }));
          void navigate({ to: '/invoices/$id', params: { id: invoice._id } });
        },
        onError: (error) => {
          // Invoiced meanwhile (another tab, a colleague): ask, as if the invoice had been listed.
          if (error instanceof ApiError && error.code === 'error_contract_already_invoiced') {
            void existing.refetch();
            setAskingHours(null);
            setAsking(true);
          } else if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
            setFieldErrors(
              Object.fromEntries(Object.entries(error.fields).map(([key, field]) => [key, field.message])),
            );
          }
        },
      },
    );
  const proceed = (another: boolean) => {
    if (byHours) {
      setAsking(false);
      setFieldErrors({});
      setAskingHours({ another });
    } else createInvoice(another);
  };
  return (
    <>
      <Button loading={create.isPending} onClick={() => (latest ? setAsking(true) : proceed(false))}>
        {t('actions.fromContract')}
      </Button>
      <ConfirmModal
        opened={asking && latest !== undefined}
        title={t('fromContractAgain.title')}
        confirmLabel={t('fromContractAgain.confirm')}
        pending={create.isPending}
        onConfirm={() => proceed(true)}
        onClose={() => setAsking(false)}
      >
        {t('fromContractAgain.text', { count: existing.data?.total ?? 0, number: latest?.number })}
      </ConfirmModal>
      {askingHours && contract.data && (
        <WorkedHoursModal
          contract={contract.data}
          pending={create.isPending}
          fieldErrors={fieldErrors}
          onSubmit={(worked) => createInvoice(askingHours.another, worked)}
          onClose={() => setAskingHours(null)}
        />
      )}
    </>
  );
}
