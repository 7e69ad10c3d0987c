import type { WebhookEndpointValues } from '@maxer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => ['webhooks', 'list'] as const,
  detail: (id: string) => ['webhooks', 'detail', id] as const,
  deliveries: (id: string) => ['webhooks', 'deliveries', id] as const,
  deliveryPage: (id: string, page: number, pageSize: number) =>
    ['webhooks', 'deliveries', id, page, pageSize] as const,
};

export function useWebhookEndpointsQuery() {
  return useQuery({
    queryKey: webhookKeys.list(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/webhook-endpoints', { signal })),
  });
}

export function useWebhookEndpointQuery(id: string) {
  return useQuery({
    queryKey: webhookKeys.detail(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/webhook-endpoints/{id}', { params: { path: { id } }, signal })),
  });
}

/** The endpoint's delivery log, a page at a time; refreshed while something still waits. */
export function useWebhookDeliveriesQuery(id: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: webhookKeys.deliveryPage(id, page, pageSize),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/webhook-endpoints/{id}/deliveries', {
          params: { path: { id }, query: { page, pageSize } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'pending') ? 2_000 : false,
  });
}

export function useCreateWebhookEndpointMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookEndpointValues) => unwrap(api.POST('/api/webhook-endpoints', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

export function useUpdateWebhookEndpointMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookEndpointValues) =>
      unwrap(api.PUT('/api/webhook-endpoints/{id}', { params: { path: { id } }, body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(webhookKeys.detail(id), saved);
      return queryClient.invalidateQueries({ queryKey: webhookKeys.list() });
    },
  });
}

export function useDeleteWebhookEndpointMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/webhook-endpoints/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

export function useRotateWebhookSecretMutation(id: string) {
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST('/api/webhook-endpoints/{id}/rotate-secret', { params: { path: { id } } })),
  });
}

export function useSendTestWebhookMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/webhook-endpoints/{id}/test', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
}

export function useResendWebhookDeliveryMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      unwrap(
        api.POST('/api/webhook-endpoints/{id}/deliveries/{deliveryId}/resend', {
          params: { path: { id, deliveryId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
}
