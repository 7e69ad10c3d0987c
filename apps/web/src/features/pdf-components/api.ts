import type { PdfComponent, PdfComponentInput } from '@maxer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

/** The most the API lists at once; a company with more components is read page by page. */
const PAGE_SIZE = 100;

export const pdfComponentKeys = {
  all: ['pdf-components'] as const,
  ordered: () => ['pdf-components', 'ordered'] as const,
  detail: (id: string) => ['pdf-components', 'detail', id] as const,
};

async function allComponents(signal: AbortSignal): Promise<PdfComponent[]> {
  const components: PdfComponent[] = [];
  for (let page = 1; ; page++) {
    const result = await unwrap(
      api.GET('/api/pdf-extra-info', {
        params: { query: { page, pageSize: PAGE_SIZE, sort: 'position' } },
        signal,
      }),
    );
    components.push(...result.items);
    if (result.items.length < PAGE_SIZE || components.length >= result.total) return components;
  }
}

/** Every component, in the order documents print them (the list reorders them all at once). */
export function usePdfComponentsQuery() {
  return useQuery({
    queryKey: pdfComponentKeys.ordered(),
    queryFn: ({ signal }) => allComponents(signal),
  });
}

export function usePdfComponentQuery(id: string) {
  return useQuery({
    queryKey: pdfComponentKeys.detail(id),
    queryFn: ({ signal }): Promise<PdfComponent> =>
      unwrap(api.GET('/api/pdf-extra-info/{id}', { params: { path: { id } }, signal })),
    meta: { silent: true },
  });
}

export function useCreatePdfComponentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PdfComponentInput): Promise<PdfComponent> =>
      unwrap(api.POST('/api/pdf-extra-info', { body })),
    onSuccess: (component) => {
      queryClient.setQueryData(pdfComponentKeys.detail(component._id), component);
      return queryClient.invalidateQueries({ queryKey: pdfComponentKeys.ordered() });
    },
  });
}

export function useUpdatePdfComponentMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PdfComponentInput): Promise<PdfComponent> =>
      unwrap(api.PUT('/api/pdf-extra-info/{id}', { params: { path: { id } }, body })),
    onSuccess: (component) => {
      queryClient.setQueryData(pdfComponentKeys.detail(id), component);
      return queryClient.invalidateQueries({ queryKey: pdfComponentKeys.ordered() });
    },
  });
}

export function useDeletePdfComponentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/pdf-extra-info/{id}', { params: { path: { id } } })),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: pdfComponentKeys.detail(id) });
    },
    // Positions of the others close up on the server.
    onSettled: () => queryClient.invalidateQueries({ queryKey: pdfComponentKeys.all }),
  });
}

/** Save a new order of all components; the list shows it at once and goes back if the server refuses. */
export function useReorderPdfComponentsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordered: PdfComponent[]) =>
      unwrap(
        api.PUT('/api/pdf-extra-info/order', {
          body: { ids: ordered.map((component) => component._id) },
        }),
      ),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: pdfComponentKeys.ordered() });
      const previous = queryClient.getQueryData<PdfComponent[]>(pdfComponentKeys.ordered());
      queryClient.setQueryData(pdfComponentKeys.ordered(), ordered);
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(pdfComponentKeys.ordered(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pdfComponentKeys.all }),
  });
}
