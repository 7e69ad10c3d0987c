import { Checkbox, Grid, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type Currency, HEADER_FOOTER_PLACEHOLDERS, type InvoiceValues } from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import { DateField } from '../../../components/swiss-date-input.tsx';
import { quantityFromText } from '../../../lib/form-text.ts';
import { ContractItemsSection } from '../../contracts/index.ts';
import { CustomerPicker } from '../../customers/index.ts';
import type { InvoiceFormValues } from '../invoice-form-values.ts';
import { useInvoiceForm } from '../use-invoice-form.ts';
import { useInvoiceTotals } from '../use-invoice-totals.ts';
import { InvoiceTotalsPanel } from './invoice-totals-panel.tsx';

interface InvoiceFormProps {
  initial: InvoiceFormValues;
  currency: Currency;
  /** The company's VAT rate, used while the form's rate is empty. */
  companyVatRate: number;
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
  submitLabel,
  onSubmit,
  pending,
  cancel,
}: InvoiceFormProps) {
  const { t } = useTranslation('invoices');
  const { form, submit, formRef, field, error, lines } = useInvoiceForm({ initial, onSubmit, pending });
  const { values } = form;
  const totals = useInvoiceTotals(values, companyVatRate, currency);
  const placeholders = HEADER_FOOTER_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ');

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
                onChange={(id, label) => form.setValues({ customerId: id, customerName: label })}
                error={error('customerId')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <DateField label={t('fields.date')} required {...field('date')} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <DateField label={t('fields.dueDate')} required {...field('dueDate')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <RichTextEditor
                label={t('fields.header')}
                description={t('form.placeholders', { placeholders })}
                placeholders={HEADER_FOOTER_PLACEHOLDERS}
                {...field('header')}
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
          <ContractItemsSection form={lines} currency={currency} />
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
                  {...form.getInputProps('includeVat', { type: 'checkbox' })}
                />
                <TextInput
                  label={t('fields.vatRate')}
                  inputMode="decimal"
                  rightSection="%"
                  {...field('vatRate')}
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
            placeholders={HEADER_FOOTER_PLACEHOLDERS}
            {...field('footer')}
          />
        </Paper>
        <FormActions submitLabel={submitLabel} pending={pending} cancel={cancel} />
      </Stack>
    </form>
  );
}
