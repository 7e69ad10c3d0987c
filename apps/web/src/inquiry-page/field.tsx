import type { Language } from '@maxer/domain';
import type { ReactNode } from 'react';
import { errorText } from './texts.ts';

/** Field errors by the schema's dotted path (`moveOut.zipCode`), each a code of the error catalogue. */
export type FieldErrors = Record<string, string>;

/** The id of a field's input: its path, made safe for an id. */
export const fieldId = (path: string) => `inquiry-${path.replace(/\./g, '-')}`;

/**
 * A labelled field with its message right under it: the input is named by the label and described by
 * the message, and marked invalid while it has one (screen readers read both).
 */
export function Field({
  path,
  label,
  errors,
  language,
  hint,
  children,
}: {
  path: string;
  label: string;
  errors: FieldErrors;
  language: Language;
  hint?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const id = fieldId(path);
  const code = errors[path];
  const described = [hint ? `${id}-hint` : null, code ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={code ? 'field invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(code), 'aria-describedby': described || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="muted hint">
          {hint}
        </p>
      )}
      {code && (
        <p id={`${id}-error`} className="field-error">
          {errorText(language, code)}
        </p>
      )}
    </div>
  );
}
