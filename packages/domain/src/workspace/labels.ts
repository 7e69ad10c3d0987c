import { z } from 'zod';
import type { LabelLanguage } from '../i18n.ts';

/**
 * Labels of services, questions and options in de, en, fr and it. German is required (the default
 * interface language); the others fall back to it where empty.
 */
export const labelsSchema = z.object({
  de: z.string().trim().min(1, { error: 'error_field_required' }).max(300, { error: 'error_field_invalid' }),
  en: z.string().trim().max(300, { error: 'error_field_invalid' }).default(''),
  fr: z.string().trim().max(300, { error: 'error_field_invalid' }).default(''),
  it: z.string().trim().max(300, { error: 'error_field_invalid' }).default(''),
});
export type LabelsInput = z.input<typeof labelsSchema>;
export type Labels = z.output<typeof labelsSchema>;

export function labelIn(labels: Labels, language: LabelLanguage): string {
  return labels[language] || labels.de;
}
