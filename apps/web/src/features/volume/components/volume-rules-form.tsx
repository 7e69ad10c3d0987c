import { Grid, Text, TextInput } from '@mantine/core';
import { type VolumeRules, type VolumeRulesValues, volumeRulesSchema } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { quantityFromText, textFromQuantity } from '../../../lib/form-text.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

const RULES = ['vehicleCapacityM3', 'm3PerWorker', 'minWorkers', 'm3PerWorkerHour', 'minHours'] as const;
type RulesFormValues = Record<(typeof RULES)[number], string>;

interface VolumeRulesFormProps {
  rules: VolumeRules;
  onSubmit: (values: VolumeRulesValues) => Promise<unknown>;
  pending: boolean;
  readOnly: boolean;
}

/** The company's rules from volume to vehicles, workers and hours, with how they are applied. */
export function VolumeRulesForm({ rules, onSubmit, pending, readOnly }: VolumeRulesFormProps) {
  const { t } = useTranslation('volume');
  const initialValues = Object.fromEntries(
    RULES.map((rule) => [rule, textFromQuantity(rules[rule])]),
  ) as RulesFormValues;
  const { submit, formRef, field } = useSchemaForm({
    schema: volumeRulesSchema,
    initialValues,
    toInput: (values: RulesFormValues) =>
      Object.fromEntries(RULES.map((rule) => [rule, quantityFromText(values[rule]) ?? undefined])),
    onSubmit,
    pending,
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('page.rules')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('page.rulesIntro')}
      </Text>
      <Grid gap="sm">
        {RULES.map((rule) => (
          <Grid.Col key={rule} span={{ base: 12, sm: 6, md: 4 }}>
            <TextInput
              label={t(`page.${rule}`)}
              required
              inputMode="decimal"
              autoComplete="off"
              readOnly={readOnly}
              {...field(rule)}
            />
          </Grid.Col>
        ))}
      </Grid>
      {!readOnly && <FormActions submitLabel={t('page.saveRules')} pending={pending} cancel={null} />}
    </form>
  );
}
