import { z } from 'zod';
import { listQuerySchema } from '../lists/list-query.ts';
import { QUESTION_TYPES, type QuestionType } from './constants.ts';
import { labelsSchema } from './labels.ts';

export const questionOptionSchema = z.object({
  value: z
    .string()
    .trim()
    .min(1, { error: 'error_field_required' })
    .max(100, { error: 'error_field_invalid' }),
  labels: labelsSchema,
});

/** Whether a default (or an answer) fits the question's type. */
export function valueFitsType(type: QuestionType, value: string, optionValues: readonly string[]): boolean {
  switch (type) {
    case 'TEXT':
    case 'TEXTAREA':
      return true;
    case 'SELECT':
      return optionValues.includes(value);
    case 'CHECK':
      return value === 'true' || value === 'false';
    case 'NUMBER':
      return /^-?\d+(\.\d+)?$/.test(value);
    case 'DATE':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
    case 'DATETIME-LOCAL':
      return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
  }
}

/** A question every contract asks; created and deleted, reordered, never edited (spec §5). */
export const questionInputSchema = z
  .object({
    labels: labelsSchema,
    type: z.enum(QUESTION_TYPES, { error: 'error_field_invalid' }),
    options: z.array(questionOptionSchema).max(50, { error: 'error_field_invalid' }).default([]),
    defaultValue: z
      .string()
      .trim()
      .max(1000, { error: 'error_field_invalid' })
      .nullish()
      .transform((value) => value || null),
    required: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    const optionValues = value.options.map((option) => option.value);
    if (value.type === 'SELECT' && optionValues.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'error_field_required' });
    }
    if (value.type !== 'SELECT' && optionValues.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'error_field_invalid' });
    }
    if (new Set(optionValues).size !== optionValues.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'error_field_invalid' });
    }
    if (value.defaultValue !== null && !valueFitsType(value.type, value.defaultValue, optionValues)) {
      ctx.addIssue({ code: 'custom', path: ['defaultValue'], message: 'error_field_invalid' });
    }
  });
export type QuestionInput = z.input<typeof questionInputSchema>;

export const questionSchema = z.object({
  _id: z.string(),
  labels: labelsSchema,
  type: z.enum(QUESTION_TYPES),
  options: z.array(questionOptionSchema),
  defaultValue: z.string().nullable(),
  required: z.boolean(),
  position: z.number().int(),
  createdAt: z.string(),
});
export type Question = z.infer<typeof questionSchema>;

export const QUESTION_SORTS = ['position', 'createdAt'] as const;
export const questionListQuerySchema = listQuerySchema(QUESTION_SORTS, 'position');

/** The new order of all the company's questions, first to last. */
export const questionOrderSchema = z.object({ ids: z.array(z.uuid()).min(1).max(500) });
