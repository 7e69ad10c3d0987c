import type { MEDIA_SORTS, MediaSessionKind, MediaSessionValues, MediaShareInput } from '@maxer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequestHeaders, unwrap } from '../../lib/api.ts';
import { DEFAULT_PAGE_SIZE, type ListSearch } from '../../lib/list-search.ts';
import { sendFile } from '../../lib/upload-queue.ts';

export type MediaSort = (typeof MEDIA_SORTS)[number];
export const DEFAULT_MEDIA_SORT = '-createdAt' as const;

export interface MediaSearch extends ListSearch<MediaSort> {
  customerId?: string;
  contractId?: string;
  kind?: MediaSessionKind;
}

export interface MediaNewSearch {
  customerId?: string;
  contractId?: string;
}

export const mediaKeys = {
  all: ['media'] as const,
  list: (search: MediaSearch) => ['media', 'list', search] as const,
  detail: (id: string) => ['media', 'detail', id] as const,
};

/** Where one version of a file is: the original as uploaded, the display version or the thumbnail. */
export const mediaFilePath = (sessionId: string, itemId: string, version: 'file' | 'display' | 'thumbnail') =>
  `/api/media-sessions/${sessionId}/items/${itemId}/${version}`;

export function useMediaSessionsQuery(search: MediaSearch) {
  return useQuery({
    queryKey: mediaKeys.list(search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/media-sessions', {
          params: {
            query: {
              page: search.page ?? 1,
              pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
              sort: search.sort ?? DEFAULT_MEDIA_SORT,
              q: search.q,
              customerId: search.customerId,
              contractId: search.contractId,
              kind: search.kind,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useMediaSessionQuery(id: string) {
  return useQuery({
    queryKey: mediaKeys.detail(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/media-sessions/{id}', { params: { path: { id } }, signal })),
  });
}

export function useCreateMediaSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MediaSessionValues) => unwrap(api.POST('/api/media-sessions', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

export function useDeleteMediaSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/media-sessions/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

export function useCaptionMutation(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, caption }: { itemId: string; caption: string | null }) =>
      unwrap(
        api.PATCH('/api/media-sessions/{id}/items/{itemId}', {
          params: { path: { id: sessionId, itemId } },
          body: { caption },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.detail(sessionId) }),
  });
}

export function useDeleteMediaItemMutation(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) =>
      unwrap(
        api.DELETE('/api/media-sessions/{id}/items/{itemId}', {
          params: { path: { id: sessionId, itemId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

export function useShareMutation(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MediaShareInput) =>
      unwrap(api.POST('/api/media-sessions/{id}/share', { params: { path: { id: sessionId } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.detail(sessionId) }),
  });
}

export function useRevokeShareMutation(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.DELETE('/api/media-sessions/{id}/share', { params: { path: { id: sessionId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.detail(sessionId) }),
  });
}

/** Send one file to a session (XMLHttpRequest, for its progress); the server judges it by its content. */
export function uploadMediaFile(
  sessionId: string,
  file: File,
  onProgress: (loaded: number, total: number) => void,
  signal: AbortSignal,
) {
  return sendFile(`/api/media-sessions/${sessionId}/items?name=${encodeURIComponent(file.name)}`, file, {
    headers: {
      ...apiRequestHeaders(),
      'content-type': 'application/octet-stream',
      accept: 'application/json',
    },
    onProgress,
    signal,
  });
}
