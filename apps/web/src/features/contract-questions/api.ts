import type { Question, QuestionInput } from '@maxer/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

/** The most the API lists at once; a company with more questions is read page by page. */
const PAGE_SIZE = 100;

export const questionKeys = {
  all: ['contract-questions'] as const,
  ordered: () => ['contract-questions', 'ordered'] as const,
  detail: (id: string) => ['contract-questions', 'detail', id] as const,
};

async function allQuestions(signal: AbortSignal): Promise<Question[]> {
  const questions: Question[] = [];
  for (let page = 1; ; page++) {
    const result = await unwrap(
      api.GET('/api/contract-questions', {
        params: { query: { page, pageSize: PAGE_SIZE, sort: 'position' } },
        signal,
      }),
    );
    questions.push(...result.items);
    if (result.items.length < PAGE_SIZE || questions.length >= result.total) return questions;
  }
}

/** Every question, in the order contracts ask them. */
export function useQuestionsQuery() {
  return useQuery({ queryKey: questionKeys.ordered(), queryFn: ({ signal }) => allQuestions(signal) });
}

/** One question; a 404 (missing, or another company's) is shown by the page, not toasted. */
export function useQuestionQuery(id: string) {
  return useQuery({
    queryKey: questionKeys.detail(id),
    queryFn: ({ signal }): Promise<Question> =>
      unwrap(api.GET('/api/contract-questions/{id}', { params: { path: { id } }, signal })),
    meta: { silent: true },
  });
}

export function useCreateQuestionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionInput): Promise<Question> =>
      unwrap(api.POST('/api/contract-questions', { body })),
    onSuccess: (question) => {
      queryClient.setQueryData(questionKeys.detail(question._id), question);
      return queryClient.invalidateQueries({ queryKey: questionKeys.ordered() });
    },
  });
}

export function useDeleteQuestionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/contract-questions/{id}', { params: { path: { id } } })),
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: questionKeys.detail(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

/** Save a new order of all questions; the list shows it at once and goes back if the server refuses. */
export function useReorderQuestionsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordered: Question[]) =>
      unwrap(
        api.PUT('/api/contract-questions/order', { body: { ids: ordered.map((question) => question._id) } }),
      ),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: questionKeys.ordered() });
      const previous = queryClient.getQueryData<Question[]>(questionKeys.ordered());
      queryClient.setQueryData(questionKeys.ordered(), ordered);
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(questionKeys.ordered(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
}
