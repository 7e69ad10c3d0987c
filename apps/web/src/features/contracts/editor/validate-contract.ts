import {
  type ContractInput,
  contractInputSchema,
  errorMessage,
  type Language,
  type Question,
} from '@maxer/domain';
import { type FormErrors, validateWith } from '../../../lib/form-errors.ts';
import type { ContractFormValues } from './contract-form-types.ts';
import { answersInput, contractInput, servicesInput } from './contract-input.ts';

/**
 * The form checked as the server will check it: the API's own schema, and the company's required
 * questions (the schema does not know them; the server answers `answers.<question id>` for them too).
 */
export function checkContractForm(
  values: ContractFormValues,
  questions: readonly Question[],
  timeZone: string,
  language: Language,
): { input: ContractInput; errors: FormErrors | null } {
  const input = contractInput(values, timeZone);
  const errors = errorsOnForm(validateWith(contractInputSchema, input, language).errors ?? {}, values);
  for (const question of questions) {
    if (question.required && (values.answers[question._id] ?? '').trim() === '') {
      errors[`answers.${question._id}`] = errorMessage('error_field_required', language);
    }
  }
  return { input, errors: Object.keys(errors).length > 0 ? errors : null };
}

/**
 * The API names a catalogue service and an answer by its place in the list sent (`services.2`,
 * `answers.0.value`); the form keys both by id, so the message lands on the right field.
 */
export function errorsOnForm(errors: FormErrors, values: ContractFormValues): FormErrors {
  const lists: Record<string, string[]> = {
    services: servicesInput(values.services).map((entry) => entry.serviceId),
    answers: answersInput(values.answers).map((entry) => entry.questionId),
  };
  const mapped: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^(services|answers)\.(\d+)(\..*)?$/.exec(path);
    const id = match ? lists[match[1] as string]?.[Number(match[2])] : undefined;
    const key = id ? `${match?.[1]}.${id}` : path;
    mapped[key] ??= message;
  }
  return mapped;
}
