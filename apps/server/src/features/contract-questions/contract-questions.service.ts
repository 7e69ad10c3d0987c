import type { Page, Question, questionInputSchema } from '@maxer/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { recordedCreate, recordedDelete } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import {
  deleteQuestion,
  findQuestion,
  insertQuestion,
  listQuestions,
  type QuestionRow,
  questionIds,
  setQuestionOrder,
} from './contract-questions.repo.ts';

export interface QuestionsDeps {
  db: Db;
}

const ENTITY = 'contract-question';

function toQuestion({ id, createdAt, ...rest }: QuestionRow): Question {
  return { _id: id, ...rest, createdAt: createdAt.toISOString() };
}

export async function listCompanyQuestions(
  deps: QuestionsDeps,
  ctx: RequestContext,
  query: Parameters<typeof listQuestions>[2],
): Promise<Page<Question>> {
  authorize(ctx, 'question:read');
  const { items, total } = await listQuestions(deps.db, companyOf(ctx), query);
  return { items: items.map(toQuestion), total, page: query.page, pageSize: query.pageSize };
}

export async function getQuestion(deps: QuestionsDeps, ctx: RequestContext, id: string): Promise<Question> {
  authorize(ctx, 'question:read');
  const row = await findQuestion(deps.db, companyOf(ctx), id);
  if (!row) throw notFound();
  return toQuestion(row);
}

export async function createQuestion(
  deps: QuestionsDeps,
  ctx: RequestContext,
  values: z.output<typeof questionInputSchema>,
): Promise<Question> {
  authorize(ctx, 'question:write');
  const companyId = companyOf(ctx);
  const id = await recordedCreate({ db: deps.db, ctx, companyId, entityType: ENTITY }, values, (tx) =>
    insertQuestion(tx, { companyId, ...values }),
  );
  return getQuestion(deps, ctx, id);
}

/** Questions are not edited after creation (spec §5): the answer says so. */
export async function refuseQuestionEdit(
  deps: QuestionsDeps,
  ctx: RequestContext,
  id: string,
): Promise<never> {
  authorize(ctx, 'question:write');
  if (!(await findQuestion(deps.db, companyOf(ctx), id))) throw notFound();
  throw new AppError('error_not_editable_after_creation');
}

/** Reorder: the request names every question of the company exactly once, in the new order. */
export async function reorderQuestions(deps: QuestionsDeps, ctx: RequestContext, ids: string[]) {
  authorize(ctx, 'question:write');
  const companyId = companyOf(ctx);
  await deps.db.transaction(async (tx) => {
    const existing = await questionIds(tx, companyId);
    const complete =
      ids.length === existing.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => existing.includes(id));
    if (!complete) throw new AppError('error_validation', { fields: { ids: 'error_field_invalid' } });
    await setQuestionOrder(tx, companyId, ids);
  });
}

export async function removeQuestion(deps: QuestionsDeps, ctx: RequestContext, id: string) {
  authorize(ctx, 'question:write');
  const companyId = companyOf(ctx);
  await recordedDelete(
    { db: deps.db, ctx, companyId, entityType: ENTITY },
    {
      id,
      find: (tx) => findQuestion(tx, companyId, id),
      editable: ({ labels, type, options, defaultValue, required }) => ({
        labels,
        type,
        options,
        defaultValue,
        required,
      }),
      remove: (tx) => deleteQuestion(tx, companyId, id),
    },
  );
}
