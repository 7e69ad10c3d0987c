import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { WEBHOOK_DELIVERIES_KEPT_DAYS, type WebhookEndpointValues } from '@maxer/domain';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ListFooter } from '../../../components/list-footer.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordView } from '../../../components/record-view.tsx';
import { BackLink } from '../../../components/router-links.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  useDeleteWebhookEndpointMutation,
  useResendWebhookDeliveryMutation,
  useRotateWebhookSecretMutation,
  useSendTestWebhookMutation,
  useUpdateWebhookEndpointMutation,
  useWebhookDeliveriesQuery,
  useWebhookEndpointQuery,
} from '../api.ts';
import { DeliveriesTable } from '../components/deliveries-table.tsx';
import { SecretModal } from '../components/secret-modal.tsx';
import { WebhookEndpointForm, webhookFormValues } from '../components/webhook-endpoint-form.tsx';
import { EndpointStateBadge } from '../components/webhook-endpoints-table.tsx';

const route = getRouteApi('/_company/my-company/webhooks/$id');

/** One endpoint: change it, rotate its secret, send a test event, and its delivery log. */
export function WebhookDetailPage() {
  const { t } = useTranslation('webhooks');
  usePageTitle(t('title'));
  const { id } = route.useParams();
  const endpoint = useWebhookEndpointQuery(id);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const deliveries = useWebhookDeliveriesQuery(id, page, pageSize);
  const update = useUpdateWebhookEndpointMutation(id);
  const remove = useDeleteWebhookEndpointMutation(id);
  const rotate = useRotateWebhookSecretMutation(id);
  const test = useSendTestWebhookMutation(id);
  const resend = useResendWebhookDeliveryMutation(id);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<'delete' | 'rotate' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const save = async (values: WebhookEndpointValues) => {
    await update.mutateAsync(values);
    setEditing(false);
    toast('success', t('saved'));
  };

  return (
    <Stack gap="lg" maw={1200}>
      <RecordView query={endpoint} back={<BackLink to="/my-company/webhooks">{t('title')}</BackLink>}>
        {(record) => (
          <>
            <PageHeader
              title={record.url}
              description={
                <Group gap="sm">
                  <EndpointStateBadge endpoint={record} />
                  {record.description && (
                    <Text size="sm" c="dimmed">
                      {record.description}
                    </Text>
                  )}
                </Group>
              }
              back={<BackLink to="/my-company/webhooks">{t('title')}</BackLink>}
              actions={
                <Group gap="sm">
                  <Button
                    variant="light"
                    loading={test.isPending}
                    onClick={() =>
                      test.mutate(undefined, {
                        onSuccess: () => toast('success', t('testQueued')),
                        onError: toastApiError,
                      })
                    }
                  >
                    {t('sendTest')}
                  </Button>
                  <Button variant="default" onClick={() => setEditing(true)}>
                    {t('common:actions.edit')}
                  </Button>
                  <Button variant="default" onClick={() => setConfirm('rotate')}>
                    {t('rotate')}
                  </Button>
                  <Button variant="light" color="red" onClick={() => setConfirm('delete')}>
                    {t('common:actions.delete')}
                  </Button>
                </Group>
              }
            />
            <Paper withBorder p="md">
              <Text size="sm">
                {t('fields.events')}: {record.events.join(', ')}
              </Text>
            </Paper>
            <Modal opened={editing} onClose={() => setEditing(false)} title={t('editTitle')} size="xl">
              <WebhookEndpointForm
                initial={webhookFormValues(record)}
                submitLabel={t('common:actions.save')}
                onSubmit={save}
                pending={update.isPending}
                cancel={
                  <Button variant="default" onClick={() => setEditing(false)}>
                    {t('common:actions.cancel')}
                  </Button>
                }
              />
            </Modal>
          </>
        )}
      </RecordView>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('log.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('log.kept', { days: WEBHOOK_DELIVERIES_KEPT_DAYS })}
        </Text>
        <Paper withBorder>
          {deliveries.data?.total === 0 ? (
            <Text p="md" c="dimmed">
              {t('log.empty')}
            </Text>
          ) : (
            <DeliveriesTable
              deliveries={deliveries.data?.items}
              resending={resend.isPending ? (resend.variables ?? null) : null}
              onResend={(delivery) =>
                resend.mutate(delivery._id, {
                  onSuccess: () => toast('success', t('log.resent')),
                  onError: toastApiError,
                })
              }
            />
          )}
        </Paper>
        {deliveries.data && deliveries.data.total > 0 && (
          <ListFooter
            total={deliveries.data.total}
            page={page}
            pageSize={pageSize}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        )}
      </Stack>
      <ConfirmModal
        opened={confirm === 'delete'}
        title={t('deleteTitle')}
        note={t('deleteNote')}
        confirmLabel={t('common:actions.delete')}
        confirmColor="red"
        pending={remove.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast('success', t('deleted'));
              void navigate({ to: '/my-company/webhooks' });
            },
            onError: toastApiError,
          })
        }
      >
        {t('deleteQuestion')}
      </ConfirmModal>
      <ConfirmModal
        opened={confirm === 'rotate'}
        title={t('rotateTitle')}
        confirmLabel={t('rotate')}
        pending={rotate.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: (rotated) => {
              setConfirm(null);
              setSecret(rotated.secret);
            },
            onError: toastApiError,
          })
        }
      >
        {t('rotateQuestion')}
      </ConfirmModal>
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}
