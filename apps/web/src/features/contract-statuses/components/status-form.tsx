import { ColorInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { type ContractStatusValues, contractStatusInputSchema } from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { StatusBadge } from './status-badge.tsx';

export interface StatusFormValues {
  name: string;
  color: string;
}

/** Colours that read well as a badge, to pick from with one click. */
const SWATCHES = ['#1f7c92', '#2f9e44', '#f08c00', '#e03131', '#7048e8', '#1c7ed6', '#c2255c', '#495057'];

export const NEW_STATUS: StatusFormValues = { name: '', color: SWATCHES[0]! };

interface StatusFormProps {
  initial: StatusFormValues;
  submitLabel: string;
  onSubmit: (values: ContractStatusValues) => Promise<unknown>;
  pending: boolean;
  /** The way back without saving: a link to the list or to the status. */
  cancel: ReactNode;
}

/** A custom status: a name and a colour, with a preview of the badge. */
export function StatusForm({ initial, submitLabel, onSubmit, pending, cancel }: StatusFormProps) {
  const { t } = useTranslation('statuses');
  const { form, submit, formRef, field } = useSchemaForm({
    schema: contractStatusInputSchema,
    initialValues: initial,
    onSubmit,
    pending,
  });
  const { values } = form;

  const validColor = /^#[0-9a-f]{6}$/i.test(values.color);

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="md">
        <TextInput label={t('fields.name')} required autoComplete="off" {...field('name')} />
        <ColorInput
          label={t('fields.color')}
          required
          format="hex"
          swatches={SWATCHES}
          swatchesPerRow={8}
          withEyeDropper={false}
          {...field('color')}
        />
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {t('preview')}
          </Text>
          {validColor && <StatusBadge name={values.name || t('fields.name')} color={values.color} />}
        </Group>
        <FormActions submitLabel={submitLabel} pending={pending} cancel={cancel} />
      </Stack>
    </form>
  );
}
