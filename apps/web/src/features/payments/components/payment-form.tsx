import { Checkbox, Grid, Select, Stack, Textarea } from '@mantine/core';
import {
  type Currency,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentValues,
  paymentInputSchema,
} from '@maxer/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { centsFromText, MoneyInput, moneyText } from '../../../components/money-input.tsx';
import { DateField } from '../../../components/swiss-date-input.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { newFormKey } from '../../../lib/form-key.ts';
import { toast } from '../../../lib/toast.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

interface PaymentFormValues {
  amount: string;
  method: PaymentMethod;
  date: string;
  notes: string;
  notifyCustomer: boolean;
}

interface PaymentFormProps {
  /** Proposed amount: what is still unpaid. */
  unpaid: number;
  currency: Currency;
  /** Today in the company's time zone. */
  today: string;
  onSubmit: (values: PaymentValues) => Promise<unknown>;
  pending: boolean;
  cancel: ReactNode;
}

/** Errors the server answers about the amount without naming a field: they belong to the amount. */
const AMOUNT_CODES = new Set(['error_payment_more_then_invoice_amount', 'error_amount_not_positive']);

/**
 * Record a payment. The idempotency key is made once per opened form: submitting twice (a double
 * click, a retry after a lost answer) sends the same key, and the server records the payment once.
 */
export function PaymentForm({ unpaid, currency, today, onSubmit, pending, cancel }: PaymentFormProps) {
  const { t } = useTranslation('payments');
  const [idempotencyKey] = useState(newFormKey);
  // A second click before React shows the pending state is ignored by the form; should one get
  // through (a retry after a lost answer), the key makes the server answer the first payment.
  const initialValues: PaymentFormValues = {
    amount: moneyText(unpaid),
    method: 'BANK',
    date: today,
    notes: '',
    notifyCustomer: false,
  };
  const { form, submit, formRef, field } = useSchemaForm({
    schema: paymentInputSchema,
    initialValues,
    toInput: (values) => {
      const amount = values.amount.trim();
      return {
        ...values,
        amount: amount === '' ? undefined : (centsFromText(amount) ?? Number.NaN),
        idempotencyKey,
      };
    },
    onServerError: (failure, fields) => {
      const errors =
        failure instanceof ApiError && AMOUNT_CODES.has(failure.code)
          ? { ...fields, amount: failure.message }
          : fields;
      if (Object.keys(errors).length === 0)
        toast('danger', failure instanceof Error ? failure.message : String(failure));
      return errors;
    },
    onSubmit,
    pending,
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('record')}>
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <MoneyInput
              label={t('fields.amount')}
              required
              currency={currency}
              {...field('amount')}
              data-autofocus
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('fields.method')}
              name="method"
              required
              allowDeselect={false}
              value={form.values.method}
              onChange={(value) =>
                form.setFieldValue('method', PAYMENT_METHODS.find((method) => method === value) ?? 'BANK')
              }
              data={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`method.${method}`) }))}
              error={form.errors.method}
              comboboxProps={{ withinPortal: true }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <DateField label={t('fields.date')} required {...field('date')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea label={t('fields.notes')} rows={2} {...field('notes')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Checkbox
              label={t('fields.notifyCustomer')}
              name="notifyCustomer"
              {...form.getInputProps('notifyCustomer', { type: 'checkbox' })}
            />
          </Grid.Col>
        </Grid>
        <FormActions submitLabel={t('save')} pending={pending} cancel={cancel} />
      </Stack>
    </form>
  );
}
