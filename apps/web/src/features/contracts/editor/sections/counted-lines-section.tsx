import { ActionIcon, Button, Grid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EMPTY_COUNTED_LINE } from '../contract-form-types.ts';
import { MoneyField, QuantityField, TextField } from '../fields.tsx';
import type { ContractForm } from '../use-contract-form.ts';

interface CountedLinesProps {
  form: ContractForm;
  group: 'specialProducts' | 'packingMaterials';
  currency: string;
}

/** Special products or packing materials: name, count × unit price. */
export function CountedLinesSection({ form, group, currency }: CountedLinesProps) {
  const { t } = useTranslation('contract-editor');
  const lines = form.values[group];
  const remove = (index: number) =>
    form.set(
      group,
      lines.filter((_, at) => at !== index),
    );
  return (
    <Stack gap="sm">
      {lines.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(`lines.${group}Empty`)}
        </Text>
      )}
      {lines.map((_, index) => (
        // Lines have no identity but their place; the list is short and edited in place.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Grid key={index} gap="sm" align="flex-end">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextField form={form} path={`${group}.${index}.name`} label={t('lines.name')} />
          </Grid.Col>
          <Grid.Col span={{ base: 4, sm: 2 }}>
            <QuantityField form={form} path={`${group}.${index}.count`} label={t('lines.count')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <MoneyField
              form={form}
              path={`${group}.${index}.unitPrice`}
              label={t('lines.unitPrice')}
              currency={currency}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 2, sm: 1 }}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={2}
              aria-label={t('lines.remove', { number: index + 1 })}
              onClick={() => remove(index)}
            >
              ✕
            </ActionIcon>
          </Grid.Col>
        </Grid>
      ))}
      <Button
        variant="light"
        size="xs"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => form.set(group, [...lines, EMPTY_COUNTED_LINE])}
      >
        {t(`lines.${group}Add`)}
      </Button>
    </Stack>
  );
}
