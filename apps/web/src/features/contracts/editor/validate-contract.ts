import {
  type ContractInput,
  contractInputSchema,
  errorMessage,
  type Language,
  type Question,
} from '@maxer/domain';
import { type FormErrors, validateWith } from '../../../lib/form-errors.ts';
import type { ContractFormValues } from './contract-form-types.ts';
import { contractInput, servicesInput } from './contract-form-values.ts';

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
  const errors: FormErrors = { ...(validateWith(contractInputSchema, input, language).errors ?? {}) };
  for (const question of questions) {
    if (question.required && (values.answers[question._id] ?? '').trim() === '') {
      errors[`answers.${question._id}`] = errorMessage('error_field_required', language);
    }
  }
  return { input, errors: Object.keys(errors).length > 0 ? errors : null };
}

/**
 * The server names a catalogue service by its place in the list sent (`services.2`); the form keys
 * services by id.
 */
export function serverErrorsOnForm(errors: FormErrors, values: ContractFormValues): FormErrors {
  const sent = servicesInput(values.services);
  const mapped: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const service = /^services\.(\d+)$/.exec(path);
    const id = service ? sent[Number(service[1])]?.serviceId : undefined;
    mapped[id ? `services.${id}` : path] = message;
  }
  return mapped;
}
