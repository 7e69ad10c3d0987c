import { Radio, Select, Stack } from '@mantine/core';
import {
  labelIn,
  SERVICE_TYPES,
  type ServiceInput,
  type ServiceTreeItem,
  type ServiceType,
  serviceInputSchema,
} from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { EMPTY_LABELS, LabelsInputs, type LabelsValue } from '../../../components/labels-inputs.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

interface ServiceFormValues {
  /** '' for a service at the top of the tree. */
  parentId: string;
  labels: LabelsValue;
  type: ServiceType;
}

interface ServiceFormProps {
  /** The existing services, to choose a parent from (indented like the tree). */
  tree: readonly ServiceTreeItem[];
  onSubmit: (values: ServiceInput) => Promise<unknown>;
  pending: boolean;
  /** The way back without saving (a link to the list or to the parent). */
  cancel: ReactNode;
  /** The parent to start with, e.g. when coming from the parent's page. */
  initialParentId?: string;
}

const TOP = '';

/** A new service: where in the tree, its label in four languages, and whether it is ticked or counted. */
export function ServiceForm({ tree, onSubmit, pending, cancel, initialParentId }: ServiceFormProps) {
  const { t } = useTranslation('services');
  const language = currentLanguage();
  const initialValues: ServiceFormValues = {
    parentId: initialParentId ?? TOP,
    labels: EMPTY_LABELS,
    type: 'check',
  };
  const { form, submit, formRef } = useSchemaForm({
    schema: serviceInputSchema,
    initialValues,
    toInput: (values): ServiceInput => ({ ...values, parentId: values.parentId || null }),
    onSubmit,
    pending,
  });

  const parents = [
    { value: TOP, label: t('form.noParent') },
    ...tree.map((service) => ({
      value: service._id,
      label: `${'\u2003'.repeat(service.depth)}${labelIn(service.labels, language)}`,
    })),
  ];

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('form.title')}>
      <Stack gap="md">
        <Select
          label={t('fields.parent')}
          data={parents}
          value={form.values.parentId}
          onChange={(value) => form.setFieldValue('parentId', value ?? TOP)}
          allowDeselect={false}
          searchable
          error={form.errors.parentId}
          comboboxProps={{ withinPortal: true }}
        />
        <LabelsInputs
          label={t('fields.label')}
          value={form.values.labels}
          onChange={(labels) => form.setFieldValue('labels', labels)}
          errors={form.errors}
          path="labels"
          autoFocus
        />
        <Radio.Group
          label={t('fields.type')}
          value={form.values.type}
          onChange={(value) =>
            form.setFieldValue('type', SERVICE_TYPES.find((type) => type === value) ?? 'check')
          }
          error={form.errors.type}
          required
        >
          <Stack gap="xs" mt={6}>
            {SERVICE_TYPES.map((type) => (
              <Radio
                key={type}
                value={type}
                label={t(`types.${type}`)}
                description={t(`typeHints.${type}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <FormActions submitLabel={t('form.submit')} pending={pending} cancel={cancel} />
      </Stack>
    </form>
  );
}
