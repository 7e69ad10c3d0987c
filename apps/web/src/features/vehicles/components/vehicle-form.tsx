import { Checkbox, Grid, Paper, Stack, TextInput } from '@mantine/core';
import { type Vehicle, type VehicleValues, vehicleInputSchema } from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

interface VehicleFormValues {
  name: string;
  registrationNumber: string;
  model: string;
  manufacturer: string;
  borrowable: boolean;
}

const EMPTY: VehicleFormValues = {
  name: '',
  registrationNumber: '',
  model: '',
  manufacturer: '',
  borrowable: false,
};

export function vehicleFormValues(vehicle: Vehicle): VehicleFormValues {
  return {
    name: vehicle.name,
    registrationNumber: vehicle.registrationNumber ?? '',
    model: vehicle.model ?? '',
    manufacturer: vehicle.manufacturer ?? '',
    borrowable: vehicle.borrowable,
  };
}

interface VehicleFormProps {
  initial?: VehicleFormValues;
  submitLabel: string;
  onSubmit: (values: VehicleValues) => Promise<unknown>;
  pending: boolean;
  cancel: ReactNode;
}

/** Name, plate, model, manufacturer and whether it can be lent out; checked with the API's schema. */
export function VehicleForm({ initial = EMPTY, submitLabel, onSubmit, pending, cancel }: VehicleFormProps) {
  const { t } = useTranslation('vehicles');
  const { form, submit, formRef, field } = useSchemaForm({
    schema: vehicleInputSchema,
    initialValues: initial,
    onSubmit,
    pending,
  });
  const text = (name: Exclude<keyof VehicleFormValues, 'borrowable'>) => ({
    ...field(name),
    label: t(`fields.${name}`),
    autoComplete: 'off',
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text('name')} required />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text('registrationNumber')} placeholder={t('registrationPlaceholder')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text('manufacturer')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text('model')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <Checkbox
                label={t('fields.borrowable')}
                description={t('borrowableHint')}
                {...form.getInputProps('borrowable', { type: 'checkbox' })}
              />
            </Grid.Col>
          </Grid>
        </Paper>
        <FormActions submitLabel={submitLabel} pending={pending} cancel={cancel} />
      </Stack>
    </form>
  );
}
