import type { Service, ServiceInput, ServiceTreeItem } from '@maxer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

export const serviceKeys = {
  all: ['services'] as const,
  tree: () => ['services', 'tree'] as const,
};

/** The whole tree, depth first, each service with its depth. */
export function useServiceTreeQuery() {
  return useQuery({
    queryKey: serviceKeys.tree(),
    queryFn: ({ signal }): Promise<ServiceTreeItem[]> => unwrap(api.GET('/api/services/tree', { signal })),
  });
}

export function useCreateServiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceInput): Promise<Service> => unwrap(api.POST('/api/services', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}

/** Deletes the service and every service below it. */
export function useDeleteServiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/services/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
