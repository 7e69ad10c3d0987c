import { Checkbox, Grid, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type Currency,
  HEADER_FOOTER_PLACEHOLDERS,
  type InvoiceValues,
  type Item,
  invoiceInputSchema,
} from '@maxer/domain';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import { serverFieldErrors, validateWith } from '../../../lib/form-errors.ts';
import { quantityFromText } from '../../../lib/form-text.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { ContractItemsSection } from '../../contracts/index.ts';
import { type InvoiceFormValues, invoiceInput } from '../invoice-form-values.ts';
import { formErrorPaths, useInvoiceForm } from '../use-invoice-form.ts';
import { useInvoiceTotals } from '../use-invoice-totals.ts';
import { CustomerPicker } from './customer-picker.tsx';
import { InvoiceTotalsPanel } from './invoice-totals-panel.tsx';

interface InvoiceFormProps {
  initial: InvoiceFormValues;
  currency: Currency;
  /** The company's VAT rate, used while the form's rate is empty. */
  companyVatRate: number;
  products: Item[];
  submitLabel: string;
  onSubmit: (values: InvoiceValues) => Promise<unknown>;
  pending: boolean;
  cancel: ReactNode;
}

/** A free invoice or a change to one: customer, days, header/footer, the five line types, VAT. */
export function InvoiceForm({
  initial,
  currency,
  companyVatRate,
  products,
  submitLabel,
  onSubmit,
  pending,
  cancel,
}: InvoiceFormProps) {
  const { t } = useTranslation('invoices');
  const form = useInvoiceForm(initial);
  const { values, set, error, setErrors, formRef } = form;
  const totals = useInvoiceTotals(values, companyVatRate, currency);
  const placeholders = HEADER_FOOTER_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const checked = validateWith(invoiceInputSchema, invoiceInput(values), currentLanguage());
    if (checked.errors) {
      setErrors(formErrorPaths(checked.errors));
      return;
    }
    setErrors({});
    try {
      await onSubmit(checked.data);
    } catch (failure) {
      setErrors(formErrorPaths(serverFieldErrors(failure)));
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <CustomerPicker
                label={t('fields.customer')}
                required
                customerId={values.customerId}
                customerName={values.customerName}
                onChange={(id, label) => {
                  set('customerId', id);
                  set('customerName', label);
                }}
                error={error('customerId')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <TextInput
                type="date"
                label={t('fields.date')}
                name="date"
                required
                value={values.date}
                onChange={(event) => set('date', event.currentTarget.value)}
                error={error('date')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <TextInput
                type="date"
                label={t('fields.dueDate')}
                name="dueDate"
                required
                value={values.dueDate}
                onChange={(event) => set('dueDate', event.currentTarget.value)}
                error={error('dueDate')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <RichTextEditor
                label={t('fields.header')}
                description={t('form.placeholders', { placeholders })}
                name="header"
                placeholders={HEADER_FOOTER_PLACEHOLDERS}
                value={values.header}
                onChange={(html) => set('header', html)}
                error={error('header')}
              />
            </Grid.Col>
          </Grid>
        </Paper>
        <Paper withBorder p="lg" component="section" aria-labelledby="invoice-lines">
          <Title order={2} size="h4" id="invoice-lines" mb="md">
            {t('sections.lines')}
          </Title>
          {/* The lines are contract items (same schema, same five types): the contract editor's section
              edits them at the same paths (`items.2.unitPrice`). */}
          <ContractItemsSection form={form} currency={currency} products={products} />
          {form.errors.items && (
            <Text c="red" size="sm" mt="xs" role="alert">
              {form.errors.items}
            </Text>
          )}
        </Paper>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Paper withBorder p="lg">
              <Stack gap="md">
                <Checkbox
                  label={t('fields.includeVat')}
                  name="includeVat"
                  checked={values.includeVat}
                  onChange={(event) => set('includeVat', event.currentTarget.checked)}
                />
                <TextInput
                  label={t('fields.vatRate')}
                  name="vatRate"
                  inputMode="decimal"
                  rightSection="%"
                  value={values.vatRate}
                  onChange={(event) => set('vatRate', event.currentTarget.value)}
                  error={error('vatRate')}
                  w={160}
                />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <InvoiceTotalsPanel
              totals={totals.shown}
              stale={!totals.current && Boolean(totals.shown)}
              currency={currency}
              vatRate={quantityFromText(values.vatRate) || companyVatRate}
              includeVat={values.includeVat}
            />
          </Grid.Col>
        </Grid>
        <Paper withBorder p="lg">
          <RichTextEditor
            label={t('fields.footer')}
            description={t('form.placeholders', { placeholders })}
            name="footer"
            placeholders={HEADER_FOOTER_PLACEHOLDERS}
            value={values.footer}
            onChange={(html) => set('footer', html)}
            error={error('footer')}
          />
        </Paper>
        <FormActions submitLabel={submitLabel} pending={pending} cancel={cancel} />
      </Stack>
    </form>
  );
}
