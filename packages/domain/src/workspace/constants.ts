/** Types of a company's catalogue services (spec §3 "Service: types check, number"). */
export const SERVICE_TYPES = ['check', 'number'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Types of contract questions (spec §3 "Question"). */
export const QUESTION_TYPES = [
  'TEXT',
  'TEXTAREA',
  'SELECT',
  'CHECK',
  'NUMBER',
  'DATE',
  'DATETIME-LOCAL',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
