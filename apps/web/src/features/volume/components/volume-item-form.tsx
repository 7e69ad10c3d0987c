import { Grid, Select, TextInput } from '@mantine/core';
import { VOLUME_ROOMS, type VolumeItem, type VolumeItemValues, volumeItemInputSchema } from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { quantityFromText, textFromQuantity } from '../../../lib/form-text.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

interface VolumeItemFormValues {
  room: string;
  nameDe: string;
  nameEn: string;
  /** As typed: "0.6", "0,6". */
  volumeM3: string;
}

export function volumeItemFormValues(item: VolumeItem | null, room = 'livingRoom'): VolumeItemFormValues {
  return item
    ? { room: item.room, nameDe: item.nameDe, nameEn: item.nameEn, volumeM3: textFromQuantity(item.volumeM3) }
    : { room, nameDe: '', nameEn: '', volumeM3: '' };
}

interface VolumeItemFormProps {
  initial: VolumeItemFormValues;
  submitLabel: string;
  onSubmit: (values: VolumeItemValues) => Promise<unknown>;
  pending: boolean;
  cancel: ReactNode;
}

/** An item of the volume catalogue: its room, its names in both languages, its m³ per piece. */
export function VolumeItemForm({ initial, submitLabel, onSubmit, pending, cancel }: VolumeItemFormProps) {
  const { t } = useTranslation('volume');
  const { form, submit, formRef, field } = useSchemaForm({
    schema: volumeItemInputSchema,
    initialValues: initial,
    toInput: (values: VolumeItemFormValues) => ({
      ...values,
      volumeM3: quantityFromText(values.volumeM3) ?? undefined,
    }),
    onSubmit,
    pending,
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={submitLabel}>
      <Grid gap="sm">
        <Grid.Col span={12}>
          <Select
            label={t('page.room')}
            required
            allowDeselect={false}
            data={VOLUME_ROOMS.map((room) => ({ value: room, label: t(`rooms.${room}`) }))}
            value={form.values.room}
            onChange={(value) => value && form.setFieldValue('room', value)}
            error={form.errors.room}
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('page.nameDe')} required autoComplete="off" {...field('nameDe')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('page.nameEn')} autoComplete="off" {...field('nameEn')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('page.volumeM3')}
            required
            inputMode="decimal"
            autoComplete="off"
            {...field('volumeM3')}
          />
        </Grid.Col>
      </Grid>
      <FormActions submitLabel={submitLabel} pending={pending} cancel={cancel} />
    </form>
  );
}
