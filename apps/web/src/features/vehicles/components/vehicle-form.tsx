import { Checkbox, Grid, Paper, Stack, TextInput } from '@mantine/core';
import { type Vehicle, type VehicleValues, vehicleInputSchema } from '@maxer/domain';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { bindTextFields } from '../../../lib/bind-text-fields.ts';
import { serverFieldErrors, validateWith } from '../../../lib/form-errors.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useFormState } from '../../../lib/use-form-state.ts';

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
  const { values, setValue, errors, setErrors, formRef } = useFormState(initial);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const checked = validateWith(vehicleInputSchema, values, currentLanguage());
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await onSubmit(checked.data);
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  const text = bindTextFields<Exclude<keyof VehicleFormValues, 'borrowable'>>(
    { values, setValue, errors },
    (field) => t(`fields.${field}`),
  );

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
                checked={values.borrowable}
                onChange={(event) => setValue('borrowable', event.currentTarget.checked)}
                error={errors.borrowable}
              />
            </Grid.Col>
          </Grid>
        </Paper>
        <FormActions submitLabel={submitLabel} pending={pending} cancel={cancel} />
      </Stack>
    </form>
  );
}
