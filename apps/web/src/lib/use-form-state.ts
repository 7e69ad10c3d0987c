import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { FormErrors } from './form-errors.ts';

/**
 * The values and errors of a form. Changing a field clears its errors (and those below it); when
 * errors appear, the first field in error gets the focus, so a keyboard user lands where to fix it.
 */
export function useFormState<V extends object>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrorsState] = useState<FormErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef: RefObject<HTMLFormElement | null> = useRef<HTMLFormElement>(null);

  const clearErrors = useCallback((path: string) => {
    setErrorsState((previous) => {
      const kept = Object.entries(previous).filter(([key]) => key !== path && !key.startsWith(`${path}.`));
      return kept.length === Object.keys(previous).length ? previous : Object.fromEntries(kept);
    });
  }, []);

  const setValue = useCallback(
    <K extends keyof V>(key: K, value: V[K]) => {
      setValues((previous) => ({ ...previous, [key]: value }));
      clearErrors(String(key));
    },
    [clearErrors],
  );

  const setErrors = useCallback((next: FormErrors) => {
    setErrorsState(next);
    if (Object.keys(next).length > 0) setFocusRequest((count) => count + 1);
  }, []);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  return { values, setValues, setValue, errors, setErrors, clearErrors, formRef };
}
