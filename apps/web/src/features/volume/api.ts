import type { VolumeItem, VolumeItemValues, VolumeRules, VolumeRulesValues } from '@maxer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

export const volumeKeys = { catalogue: ['volume', 'catalogue'] as const };

export interface VolumeCatalogue {
  items: VolumeItem[];
  rules: VolumeRules;
}

/** The company's household items by room and its crew rules (seeded with the defaults on first use). */
export function useVolumeCatalogueQuery() {
  return useQuery({
    queryKey: volumeKeys.catalogue,
    queryFn: ({ signal }): Promise<VolumeCatalogue> => unwrap(api.GET('/api/volume-catalogue', { signal })),
  });
}

/** Every change of the catalogue reloads it whole: it is one small list. */
function useCatalogueMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: volumeKeys.catalogue }),
  });
}

export const useCreateVolumeItemMutation = () =>
  useCatalogueMutation(
    (body: VolumeItemValues): Promise<VolumeItem> => unwrap(api.POST('/api/volume-items', { body })),
  );

export const useUpdateVolumeItemMutation = () =>
  useCatalogueMutation(
    ({ id, body }: { id: string; body: VolumeItemValues }): Promise<VolumeItem> =>
      unwrap(api.PUT('/api/volume-items/{id}', { params: { path: { id } }, body })),
  );

export const useDeleteVolumeItemMutation = () =>
  useCatalogueMutation((id: string) =>
    unwrap(api.DELETE('/api/volume-items/{id}', { params: { path: { id } } })),
  );

export const useUpdateVolumeRulesMutation = () =>
  useCatalogueMutation(
    (body: VolumeRulesValues): Promise<VolumeRules> => unwrap(api.PUT('/api/volume-rules', { body })),
  );
