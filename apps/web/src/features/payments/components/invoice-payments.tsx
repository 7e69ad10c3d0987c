import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { calendarDayIn, formatMoney, type Invoice, type Payment, type PaymentValues } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { formatDay } from '../../../lib/format-day.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeletePaymentMutation, useInvoicePaymentsQuery, useRecordPaymentMutation } from '../api.ts';
import { PaymentForm } from './payment-form.tsx';
import { PaymentsTable } from './payments-table.tsx';

/** The invoice's payments tab: its payments, recording one, deleting one (with a confirmation). */
export function InvoicePayments({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('payments');
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone) ?? 'Europe/Zurich';
  const payments = useInvoicePaymentsQuery(invoice._id);
  const record = useRecordPaymentMutation(invoice._id);
  const remove = useDeletePaymentMutation();
  const [recording, setRecording] = useState(false);
  const [deleting, setDeleting] = useState<Payment | null>(null);
  const money = (cents: number) => formatMoney(cents, language, invoice.currency);

  const save = async (values: PaymentValues) => {
    await record.mutateAsync(values);
    toast('success', t('recorded'));
    setRecording(false);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm">{t('balance', { paid: money(invoice.paid), unpaid: money(invoice.unpaid) })}</Text>
        <Button onClick={() => setRecording(true)} disabled={invoice.unpaid === 0}>
          {t('record')}
        </Button>
      </Group>
      <Paper withBorder p="md">
        {payments.data?.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('emptyInvoice')}
          </Text>
        ) : (
          <PaymentsTable payments={payments.data} showInvoice={false} onDelete={setDeleting} />
        )}
      </Paper>
      <Modal
        opened={recording}
        onClose={() => setRecording(false)}
        title={t('recordTitle', { number: invoice.number })}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        size="lg"
      >
        {/* Mounted per opening: each opened form has its own idempotency key. */}
        {recording && (
          <PaymentForm
            unpaid={invoice.unpaid}
            currency={invoice.currency}
            today={calendarDayIn(new Date(), timeZone)}
            onSubmit={save}
            pending={record.isPending}
            cancel={
              <Button variant="default" onClick={() => setRecording(false)}>
                {t('common:actions.cancel')}
              </Button>
            }
          />
        )}
      </Modal>
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('delete.title')}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              toast('success', t('delete.done'));
              setDeleting(null);
            },
          })
        }
      >
        {deleting &&
          t('delete.text', {
            amount: money(deleting.amount),
            date: formatDay(deleting.date, language),
            number: invoice.number,
          })}
      </ConfirmDeleteModal>
    </Stack>
  );
}
