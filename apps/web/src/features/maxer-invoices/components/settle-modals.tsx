import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { PAYMENT_METHODS, type PaymentMethod, type PlatformInvoice } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/swiss-date-input.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCancelMaxerInvoiceMutation, useMarkMaxerInvoicePaidMutation } from '../api.ts';

interface SettleProps {
  invoice: PlatformInvoice;
  opened: boolean;
  onClose: () => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Mark paid, confirmed in a dialog that asks the day and the method. */
export function PayModal({ invoice, opened, onClose }: SettleProps) {
  const { t } = useTranslation('maxer-invoices');
  const [paidOn, setPaidOn] = useState(today());
  const [method, setMethod] = useState<PaymentMethod>('BANK');
  const [note, setNote] = useState('');
  const pay = useMarkMaxerInvoicePaidMutation(invoice._id);
  const confirm = () =>
    pay.mutate(
      { paidOn, method, note: note || null },
      {
        onSuccess: () => {
          toast('success', t('admin.pay.done'));
          onClose();
        },
      },
    );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('admin.pay.title', { number: invoice.number })}
      centered
    >
      <Stack>
        <DateField label={t('admin.pay.date')} value={paidOn} onChange={setPaidOn} required />
        <Select
          label={t('admin.pay.method')}
          data={PAYMENT_METHODS.map((value) => ({ value, label: t(`admin.methods.${value}`) }))}
          value={method}
          onChange={(value) => value && setMethod(value as PaymentMethod)}
          allowDeselect={false}
        />
        <TextInput
          label={t('admin.pay.note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common:actions.cancel')}
          </Button>
          <Button color="green" loading={pay.isPending} disabled={!paidOn} onClick={confirm}>
            {t('admin.pay.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Cancel with a reason, confirmed in a dialog that says it cannot be undone. */
export function CancelModal({ invoice, opened, onClose }: SettleProps) {
  const { t } = useTranslation('maxer-invoices');
  const [reason, setReason] = useState('');
  const cancel = useCancelMaxerInvoiceMutation(invoice._id);
  const confirm = () =>
    cancel.mutate(reason, {
      onSuccess: () => {
        toast('success', t('admin.cancel.done'));
        onClose();
      },
    });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('admin.cancel.title', { number: invoice.number })}
      centered
    >
      <Stack>
        <Text size="sm">{t('admin.cancel.text')}</Text>
        <Textarea
          label={t('admin.cancel.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common:actions.cancel')}
          </Button>
          <Button color="red" loading={cancel.isPending} disabled={!reason.trim()} onClick={confirm}>
            {t('admin.cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
