import type {
  DispatchAssignmentValues,
  DispatchBoard,
  DispatchItem,
  DispatchKind,
  MyJobs,
} from '@maxer/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

export const dispatchKeys = {
  all: ['dispatch'] as const,
  board: (from: string, to: string) => ['dispatch', 'board', from, to] as const,
  mine: (from: string, to: string) => ['dispatch', 'mine', from, to] as const,
};

/** The board of the instants [from, to): its jobs and appointments, who can be assigned, the warnings. */
export function useDispatchBoardQuery(range: { from: string; to: string }) {
  return useQuery({
    queryKey: dispatchKeys.board(range.from, range.to),
    queryFn: ({ signal }): Promise<DispatchBoard> =>
      unwrap(api.GET('/api/dispatch', { params: { query: range }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useMyJobsQuery(range: { from: string; to: string }) {
  return useQuery({
    queryKey: dispatchKeys.mine(range.from, range.to),
    queryFn: ({ signal }): Promise<MyJobs> =>
      unwrap(api.GET('/api/my-jobs', { params: { query: range }, signal })),
  });
}

/** Sets one item's people and vehicles; the board is read again (other items' warnings change too). */
export function useAssignMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      id,
      body,
    }: {
      kind: DispatchKind;
      id: string;
      body: DispatchAssignmentValues;
    }): Promise<DispatchItem> =>
      unwrap(api.PUT('/api/dispatch/{kind}/{id}', { params: { path: { kind, id } }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.all }),
  });
}
