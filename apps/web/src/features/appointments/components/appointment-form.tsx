import { Checkbox, Grid, MultiSelect, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  APPOINTMENT_KINDS,
  type AppointmentKind,
  type AppointmentValues,
  appointmentInputSchema,
} from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { DateTimeField } from '../../../components/swiss-date-input.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { CustomerPicker } from '../../customers/index.ts';
import { useEmployeesQuery } from '../../employees/index.ts';
import { type AppointmentFormValues, appointmentInput } from '../appointment-form-values.ts';

interface AppointmentFormProps {
  initialValues: AppointmentFormValues;
  timeZone: string;
  onSubmit: (values: AppointmentValues) => Promise<unknown>;
  pending: boolean;
  cancel: ReactNode;
  /** Linked to a job: its customer is the job's (the picker is not offered). */
  fromJob: boolean;
}

/** The company's active people to assign, at most a page of 100 (a moving company's staff fits). */
function usePeople() {
  const employees = useEmployeesQuery({ active: 'true', pageSize: 100 });
  return (employees.data?.items ?? []).map((person) => ({
    value: person._id,
    label: `${person.firstName} ${person.lastName}`.trim(),
  }));
}

/**
 * An appointment: what, when (Swiss date and time in the company's zone), how long, where, for whom,
 * who goes; invitations by e-mail with an .ics when asked. Checked with the API's schema; the server's
 * one-hour rule answers next to the start.
 */
export function AppointmentForm({
  initialValues,
  timeZone,
  onSubmit,
  pending,
  cancel,
  fromJob,
}: AppointmentFormProps) {
  const { t } = useTranslation('appointments');
  const people = usePeople();
  const { form, submit, formRef, field } = useSchemaForm({
    schema: appointmentInputSchema,
    initialValues,
    toInput: (values) => appointmentInput(values, timeZone),
    onSubmit,
    pending,
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('form.title')}>
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('fields.kind')}
              name="kind"
              required
              allowDeselect={false}
              data-autofocus
              value={form.values.kind}
              onChange={(value) => form.setFieldValue('kind', (value ?? 'viewing') as AppointmentKind)}
              data={APPOINTMENT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
              error={form.errors.kind}
              comboboxProps={{ withinPortal: true }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <DateTimeField label={t('fields.startsAt')} required {...field('startsAt')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NumberInput
              label={t('fields.durationMinutes')}
              description={t('form.durationHint')}
              required
              min={15}
              max={1440}
              step={15}
              allowDecimal={false}
              {...field('durationMinutes')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('fields.location')}
              description={fromJob ? t('form.locationFromJob') : undefined}
              {...field('location')}
            />
          </Grid.Col>
          {!fromJob && (
            <Grid.Col span={12}>
              <CustomerPicker
                label={t('fields.customer')}
                customerId={form.values.customerId}
                customerName={form.values.customerName}
                onChange={(id, label) => {
                  form.setFieldValue('customerId', id);
                  form.setFieldValue('customerName', label);
                }}
                error={form.errors.customerId}
              />
            </Grid.Col>
          )}
          <Grid.Col span={12}>
            <MultiSelect
              label={t('fields.employees')}
              placeholder={form.values.employeeIds.length === 0 ? t('form.nobody') : undefined}
              name="employeeIds"
              searchable
              data={people}
              value={form.values.employeeIds}
              onChange={(ids) => form.setFieldValue('employeeIds', ids)}
              error={form.errors.employeeIds}
              comboboxProps={{ withinPortal: true }}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label={t('fields.notes')}
              description={t('form.notesHint')}
              rows={2}
              {...field('notes')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Checkbox
              label={t('fields.sendByEmail')}
              description={t('form.sendHint')}
              name="sendByEmail"
              {...form.getInputProps('sendByEmail', { type: 'checkbox' })}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Checkbox
              label={t('fields.copyToCustomer')}
              name="copyToCustomer"
              disabled={!form.values.sendByEmail}
              {...form.getInputProps('copyToCustomer', { type: 'checkbox' })}
            />
          </Grid.Col>
        </Grid>
        <FormActions submitLabel={t('form.save')} pending={pending} cancel={cancel} />
      </Stack>
    </form>
  );
}
