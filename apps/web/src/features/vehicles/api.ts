import type { VEHICLE_SORTS, Vehicle, VehicleValues } from '@maxer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { DEFAULT_PAGE_SIZE, type ListSearch } from '../../lib/list-search.ts';

export type VehicleSort = (typeof VEHICLE_SORTS)[number];
export const DEFAULT_VEHICLE_SORT: VehicleSort = 'name';
export const BORROWABLE_FILTERS = ['true', 'false'] as const;

/** The vehicles list's state in the address bar. */
export interface VehiclesSearch extends ListSearch<VehicleSort> {
  borrowable?: (typeof BORROWABLE_FILTERS)[number];
}

export const vehicleKeys = {
  all: ['vehicles'] as const,
  lists: () => ['vehicles', 'list'] as const,
  list: (search: VehiclesSearch) => ['vehicles', 'list', search] as const,
  detail: (id: string) => ['vehicles', 'detail', id] as const,
};

export function useVehiclesQuery(search: VehiclesSearch) {
  return useQuery({
    queryKey: vehicleKeys.list(search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/vehicles', {
          params: {
            query: {
              page: search.page ?? 1,
              pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
              sort: search.sort ?? DEFAULT_VEHICLE_SORT,
              q: search.q,
              borrowable: search.borrowable,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useVehicleQuery(id: string) {
  return useQuery({
    queryKey: vehicleKeys.detail(id),
    queryFn: ({ signal }): Promise<Vehicle> =>
      unwrap(api.GET('/api/vehicles/{id}', { params: { path: { id } }, signal })),
    meta: { silent: true },
  });
}

export function useCreateVehicleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VehicleValues): Promise<Vehicle> => unwrap(api.POST('/api/vehicles', { body })),
    onSuccess: (vehicle) => {
      queryClient.setQueryData(vehicleKeys.detail(vehicle._id), vehicle);
      return queryClient.invalidateQueries({ queryKey: vehicleKeys.lists() });
    },
  });
}

export function useUpdateVehicleMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VehicleValues): Promise<Vehicle> =>
      unwrap(api.PUT('/api/vehicles/{id}', { params: { path: { id } }, body })),
    onSuccess: (vehicle) => {
      queryClient.setQueryData(vehicleKeys.detail(id), vehicle);
      return queryClient.invalidateQueries({ queryKey: vehicleKeys.lists() });
    },
  });
}

export function useDeleteVehicleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/vehicles/{id}', { params: { path: { id } } })),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: vehicleKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: vehicleKeys.lists() });
    },
  });
}
