import { Checkbox, Grid, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type Currency,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentValues,
  paymentInputSchema,
} from '@maxer/domain';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { centsFromText, MoneyInput, moneyText } from '../../../components/money-input.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { serverFieldErrors, validateWith } from '../../../lib/form-errors.ts';
import { newFormKey } from '../../../lib/form-key.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { useFormState } from '../../../lib/use-form-state.ts';

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
  // A second click before React shows the pending state is ignored here; should one get through (a
  // retry after a lost answer), the key makes the server answer the first payment.
  const submitting = useRef(false);
  const { values, setValue, errors, setErrors, formRef } = useFormState<PaymentFormValues>({
    amount: moneyText(unpaid),
    method: 'BANK',
    date: today,
    notes: '',
    notifyCustomer: false,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || submitting.current) return;
    const amountText = values.amount.trim();
    const input = {
      amount: amountText === '' ? undefined : (centsFromText(amountText) ?? Number.NaN),
      method: values.method,
      date: values.date,
      notes: values.notes,
      notifyCustomer: values.notifyCustomer,
      idempotencyKey,
    };
    const checked = validateWith(paymentInputSchema, input, currentLanguage());
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    submitting.current = true;
    try {
      await onSubmit(checked.data);
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      if (failure instanceof ApiError && AMOUNT_CODES.has(failure.code)) fields.amount = failure.message;
      if (Object.keys(fields).length > 0) setErrors(fields);
      else toast('danger', failure instanceof Error ? failure.message : String(failure));
    } finally {
      submitting.current = false;
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('record')}>
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <MoneyInput
              label={t('fields.amount')}
              name="amount"
              required
              currency={currency}
              value={values.amount}
              onChange={(amount) => setValue('amount', amount)}
              error={errors.amount}
              data-autofocus
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('fields.method')}
              name="method"
              required
              allowDeselect={false}
              value={values.method}
              onChange={(method) => setValue('method', (method ?? 'BANK') as PaymentMethod)}
              data={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`method.${method}`) }))}
              error={errors.method}
              comboboxProps={{ withinPortal: true }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              type="date"
              label={t('fields.date')}
              name="date"
              required
              value={values.date}
              onChange={(event) => setValue('date', event.currentTarget.value)}
              error={errors.date}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label={t('fields.notes')}
              name="notes"
              rows={2}
              value={values.notes}
              onChange={(event) => setValue('notes', event.currentTarget.value)}
              error={errors.notes}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Checkbox
              label={t('fields.notifyCustomer')}
              name="notifyCustomer"
              checked={values.notifyCustomer}
              onChange={(event) => setValue('notifyCustomer', event.currentTarget.checked)}
            />
          </Grid.Col>
        </Grid>
        <FormActions submitLabel={t('save')} pending={pending} cancel={cancel} />
      </Stack>
    </form>
  );
}
