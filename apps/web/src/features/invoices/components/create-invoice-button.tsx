import { Button } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useCreateInvoiceFromContractMutation } from '../api.ts';

/**
 * "Create invoice" on a contract: the server builds the invoice from the accepted services and the
 * contract's lines, then its page opens. An OPEN contract is refused ('The Contract ( :id: ) is still
 * Open'), which the query client shows as a toast like every failed action.
 */
export function CreateInvoiceButton({ contractId }: { contractId: string }) {
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const create = useCreateInvoiceFromContractMutation();
  return (
    <Button
      variant="default"
      loading={create.isPending}
      onClick={() =>
        create.mutate(
          { contractId },
          {
            onSuccess: (invoice) => {
              toast('success', t('created', { number: invoice.number }));
              void navigate({ to: '/invoices/$id', params: { id: invoice._id } });
            },
          },
        )
      }
    >
      {t('actions.fromContract')}
    </Button>
  );
}
