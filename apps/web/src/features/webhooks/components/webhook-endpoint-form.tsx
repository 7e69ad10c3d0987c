import { Checkbox, Paper, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEndpointValues,
  webhookEndpointValuesSchema,
} from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

interface WebhookFormValues {
  url: string;
  description: string;
  events: string[];
  active: boolean;
}

const EMPTY: WebhookFormValues = { url: 'https://', description: '', events: [], active: true };

export function webhookFormValues(endpoint: WebhookEndpoint): WebhookFormValues {
  return {
    url: endpoint.url,
    description: endpoint.description,
    events: [...endpoint.events],
    active: endpoint.active,
  };
}

interface WebhookEndpointFormProps {
  initial?: WebhookFormValues;
  submitLabel: string;
  onSubmit: (values: WebhookEndpointValues) => Promise<unknown>;
  pending: boolean;
  cancel: ReactNode;
}

/** Address, description, the events it receives and whether it is on; checked with the API's schema. */
export function WebhookEndpointForm({
  initial = EMPTY,
  submitLabel,
  onSubmit,
  pending,
  cancel,
}: WebhookEndpointFormProps) {
  const { t } = useTranslation('webhooks');
  const { form, submit, formRef, field } = useSchemaForm({
    schema: webhookEndpointValuesSchema,
    initialValues: initial,
    onSubmit,
    pending,
  });
  const chosen = form.getValues().events;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <Stack gap="md">
            <TextInput
              {...field('url')}
              label={t('fields.url')}
              description={t('urlHint')}
              required
              autoComplete="off"
            />
            <Textarea {...field('description')} label={t('fields.description')} autosize minRows={2} />
            <Checkbox.Group
              label={t('fields.events')}
              required
              error={form.errors.events}
              value={chosen}
              onChange={(values) => form.setFieldValue('events', values)}
            >
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs">
                {WEBHOOK_EVENT_TYPES.map((event) => (
                  <Checkbox key={event} value={event} label={event} description={t(`events.${event}`)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Switch label={t('fields.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          </Stack>
        </Paper>
        <FormActions submitLabel={submitLabel} pending={pending} cancel={cancel} />
      </Stack>
    </form>
  );
}
