import { Anchor, Button, Modal, Paper, Stack, Text } from '@mantine/core';
import type { WebhookEndpointValues } from '@maxer/domain';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list-empty.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCreateWebhookEndpointMutation, useWebhookEndpointsQuery } from '../api.ts';
import { SecretModal } from '../components/secret-modal.tsx';
import { WebhookEndpointForm } from '../components/webhook-endpoint-form.tsx';
import { WebhookEndpointsTable } from '../components/webhook-endpoints-table.tsx';

/** /my-company/webhooks: the company's endpoints; a new one shows its signing secret once. */
export function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  usePageTitle(t('title'));
  const endpoints = useWebhookEndpointsQuery();
  const create = useCreateWebhookEndpointMutation();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<{ id: string; secret: string } | null>(null);

  const save = async (values: WebhookEndpointValues) => {
    const endpoint = await create.mutateAsync(values);
    setAdding(false);
    setCreated({ id: endpoint._id, secret: endpoint.secret });
  };

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t('title')}
        description={
          <Text size="sm" c="dimmed">
            {t('intro')}{' '}
            <Anchor href="/api/docs" target="_blank" size="sm">
              {t('docs')}
            </Anchor>
          </Text>
        }
        actions={<Button onClick={() => setAdding(true)}>{t('new')}</Button>}
      />
      <Paper withBorder>
        {endpoints.data?.items.length === 0 ? (
          <ListEmpty filtered={false} title={t('empty.title')} description={t('empty.text')} />
        ) : (
          <WebhookEndpointsTable endpoints={endpoints.data?.items} />
        )}
      </Paper>
      <Modal opened={adding} onClose={() => setAdding(false)} title={t('newTitle')} size="xl">
        <WebhookEndpointForm
          submitLabel={t('create')}
          onSubmit={save}
          pending={create.isPending}
          cancel={
            <Button variant="default" onClick={() => setAdding(false)}>
              {t('common:actions.cancel')}
            </Button>
          }
        />
      </Modal>
      <SecretModal
        secret={created?.secret ?? null}
        onClose={() => {
          const id = created?.id;
          setCreated(null);
          if (id) void navigate({ to: '/my-company/webhooks/$id', params: { id } });
        }}
      />
    </Stack>
  );
}
