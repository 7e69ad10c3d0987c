import { errorMessage, type Language, type Question } from '@maxer/domain';
import type { FormErrors } from '../../../lib/form-errors.ts';
import type { ContractFormValues } from './contract-form-types.ts';
import { answersInput, servicesInput } from './contract-input.ts';

/**
 * The company's required questions, on top of the schema's errors: the schema does not know them
 * (the server answers `answers.<question id>` for them too).
 */
export function checkRequiredAnswers(
  values: ContractFormValues,
  questions: readonly Question[],
  errors: FormErrors,
  language: Language,
): FormErrors {
  const checked = { ...errors };
  for (const question of questions) {
    if (question.required && (values.answers[question._id] ?? '').trim() === '') {
      checked[`answers.${question._id}`] = errorMessage('error_field_required', language);
    }
  }
  return checked;
}

/**
 * The API names a catalogue service and an answer by its place in the list sent (`services.2`,
 * `answers.0.value`); the form keys both by id, so the message lands on the right field.
 */
export function formErrorPath(path: string, values: ContractFormValues): string {
  const match = /^(services|answers)\.(\d+)(\..*)?$/.exec(path);
  if (!match) return path;
  const ids =
    match[1] === 'services'
      ? servicesInput(values.services).map((entry) => entry.serviceId)
      : answersInput(values.answers).map((entry) => entry.questionId);
  const id = ids[Number(match[2])];
  return id ? `${match[1]}.${id}` : path;
}
