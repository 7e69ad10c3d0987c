import type { Service, ServiceInput, ServiceTreeItem } from '@maxer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

export const serviceKeys = {
  all: ['services'] as const,
  tree: () => ['services', 'tree'] as const,
  detail: (id: string) => ['services', 'detail', id] as const,
};

/** The whole tree, depth first, each service with its depth. */
export function useServiceTreeQuery() {
  return useQuery({
    queryKey: serviceKeys.tree(),
    queryFn: ({ signal }): Promise<ServiceTreeItem[]> => unwrap(api.GET('/api/services/tree', { signal })),
  });
}

/** One service; a 404 (missing, or another company's) is shown by the page, not toasted. */
export function useServiceQuery(id: string) {
  return useQuery({
    queryKey: serviceKeys.detail(id),
    queryFn: ({ signal }): Promise<Service> =>
      unwrap(api.GET('/api/services/{id}', { params: { path: { id } }, signal })),
    meta: { silent: true },
  });
}

export function useCreateServiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceInput): Promise<Service> => unwrap(api.POST('/api/services', { body })),
    onSuccess: (service) => {
      queryClient.setQueryData(serviceKeys.detail(service._id), service);
      return queryClient.invalidateQueries({ queryKey: serviceKeys.tree() });
    },
  });
}

/** Deletes the service and every service below it. */
export function useDeleteServiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/services/{id}', { params: { path: { id } } })),
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: serviceKeys.detail(id) }),
    // The services below went with it, and a failed delete may mean the tree changed meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
