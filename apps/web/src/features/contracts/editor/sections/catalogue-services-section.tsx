import { Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { labelIn, type ServiceTreeItem } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../lib/language.ts';
import type { ContractForm } from '../use-contract-form.ts';

/** The company's catalogue services: a tick for "check" services, a number for "number" ones. */
export function CatalogueServicesSection({
  form,
  services,
}: {
  form: ContractForm;
  services: ServiceTreeItem[];
}) {
  const { t } = useTranslation('contract-editor');
  const language = currentLanguage();
  if (services.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('services.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {services.map((service) => {
        const label = labelIn(service.labels, language);
        const value = form.values.services[service._id];
        const path = `services.${service._id}`;
        return (
          <Group key={service._id} pl={service.depth * 24} gap="sm" wrap="nowrap">
            {service.type === 'check' ? (
              <Checkbox
                label={label}
                name={path}
                checked={value === true}
                onChange={(event) => form.set(path, event.currentTarget.checked)}
                error={form.error(path)}
              />
            ) : (
              <TextInput
                label={label}
                name={path}
                inputMode="decimal"
                autoComplete="off"
                w={220}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => form.set(path, event.currentTarget.value)}
                error={form.error(path)}
              />
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
