import type { CommentInput, CommentSubject, CommentThread, CommentUpdate } from '@maxer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { contractKeys } from '../contracts/index.ts';

/** A subject's thread; the real-time `comment.changed` refreshes it (lib/realtime-events.ts). */
export const commentKeys = {
  all: ['comments'] as const,
  subject: (subject: CommentSubject) => ['comments', subject.kind, subject.id] as const,
};

/** Each kind of subject's thread at its own address. */
function fetchThread(subject: CommentSubject, signal: AbortSignal): Promise<CommentThread> {
  switch (subject.kind) {
    case 'contract':
      return unwrap(
        api.GET('/api/contracts/{id}/comments', { params: { path: { id: subject.id } }, signal }),
      );
    case 'media_session':
      return unwrap(
        api.GET('/api/media-sessions/{id}/comments', { params: { path: { id: subject.id } }, signal }),
      );
  }
}

function postComment(subject: CommentSubject, body: CommentInput) {
  switch (subject.kind) {
    case 'contract':
      return unwrap(api.POST('/api/contracts/{id}/comments', { params: { path: { id: subject.id } }, body }));
    case 'media_session':
      return unwrap(
        api.POST('/api/media-sessions/{id}/comments', { params: { path: { id: subject.id } }, body }),
      );
  }
}

export function useCommentThreadQuery(subject: CommentSubject) {
  return useQuery({
    queryKey: commentKeys.subject(subject),
    queryFn: ({ signal }) => fetchThread(subject, signal),
    meta: { silent: true },
  });
}

/** After a change: the thread, and what tells of comments elsewhere (a job's history). */
function useRefresh(subject: CommentSubject) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: commentKeys.subject(subject) }),
      subject.kind === 'contract'
        ? queryClient.invalidateQueries({ queryKey: contractKeys.history(subject.id) })
        : undefined,
    ]);
}

/** Write a comment; the composer shows refused fields itself. */
export function useAddCommentMutation(subject: CommentSubject) {
  const refresh = useRefresh(subject);
  return useMutation({
    mutationFn: (body: CommentInput) => postComment(subject, body),
    meta: { silent: true },
    onSuccess: refresh,
  });
}

export function useChangeCommentMutation(subject: CommentSubject) {
  const refresh = useRefresh(subject);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CommentUpdate }) =>
      unwrap(api.PATCH('/api/comments/{id}', { params: { path: { id } }, body })),
    meta: { silent: true },
    onSuccess: refresh,
  });
}

export function useDeleteCommentMutation(subject: CommentSubject) {
  const refresh = useRefresh(subject);
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/comments/{id}', { params: { path: { id } } })),
    onSuccess: refresh,
  });
}
