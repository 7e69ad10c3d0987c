import { type LooseKeys, schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { type ErrorCode, errorMessage, isErrorCode, type Language } from '@maxer/domain';
import {
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { forgetDraft, peekDraft, registerOpenForm } from './form-drafts.ts';
import { type FormErrors, type SafeParser, serverFieldErrors } from './form-errors.ts';
import { currentLanguage } from './language.ts';
import { useSession } from './session-store.ts';
import { toast } from './toast.ts';

/**
 * A domain schema (zod): a Standard Schema, which Mantine's `schemaResolver` reads, that parses the
 * form's input into the typed values the API takes.
 */
export type FormSchema<T> = SafeParser<T> & Parameters<typeof schemaResolver>[0];

// biome-ignore lint/suspicious/noExplicitAny: @mantine/form's own bound for form values
type Values = Record<string, any>;

export interface SchemaFormOptions<V extends Values, T> {
  /** The schema the API validates with (architecture.md convention 8). */
  schema: FormSchema<T>;
  initialValues: V;
  /** The schema's input, where the form holds something else (a price as typed for the schema's Rappen). */
  toInput?: (values: V) => unknown;
  /**
   * Schema and API field paths that are another field of the form: a table (`{ priceCents: 'price' }`)
   * or a function of the path (`lines.2.unitPrice` → `items.2.unitPrice`) and of the values the
   * errors are about, for paths by list position that the form keys otherwise (`services.2` → the
   * form's `services.<id>` of the third service sent).
   */
  fields?: Readonly<Record<string, string>> | ((path: string, values: V) => string);
  /** Checks beyond the schema (the new password typed twice); gets the schema's errors, returns all. */
  check?: (values: V, errors: FormErrors, language: Language) => FormErrors;
  /** Saves the schema's output; a failure with field errors from the API shows them on the fields. */
  onSubmit: (data: T) => Promise<unknown>;
  /**
   * The errors to show after a failed save, from the API's field errors (already on the form's
   * paths); by default those. A form may add errors the API names by code only, or tell otherwise.
   */
  onServerError?: (error: unknown, errors: FormErrors) => FormErrors;
  /** The save in flight (the mutation's state): a second submit is ignored meanwhile. */
  pending: boolean;
  /**
   * Called with the errors about to show, before the first field in error gets the focus: a form
   * whose fields may be hidden (a folded section) shows them here.
   */
  onErrors?: (errors: Readonly<Record<string, ReactNode>>) => void;
  /**
   * Whether the form stays locked after a successful save (a further submit ignored, `isSaving()`
   * true), for a form whose page moves on after saving; by default it may be saved again.
   */
  lockAfterSave?: boolean;
  /**
   * What the form edits (`customer:new`, `customer:<id>`): its unsaved changes are kept when the
   * session ends, and given back when the same person opens it again after signing in (lib/form-drafts.ts).
   */
  draft?: string;
}

export interface SchemaForm<V extends Values> {
  form: UseFormReturnType<V>;
  /** The `<form onSubmit>`: checks with the schema, then saves. */
  submit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The `<form ref>`: where the first field in error gets the focus. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Drops the errors of a field and of those below it (`options` drops `options.0.labels.de`). */
  clearErrors: (path: string) => void;
  /** Props for an input bound to a field: value, change, error and the field's name. */
  field: <P extends LooseKeys<V>>(path: P) => FieldProps<PathValue<V, P>>;
  /** A save in flight, or done when the form stays locked after it (`lockAfterSave`). */
  isSaving: () => boolean;
  /** The form shows a draft kept when the session ended (given back on opening it). */
  restoredDraft: boolean;
}

/** What an input bound to a field of the form gets. */
export interface FieldProps<T> {
  name: string;
  value: T;
  /** Takes the new value or the input's change event. */
  onChange: (value: T | ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
  error: ReactNode;
}

/** The type of the value at a dot-separated path of the form's values (`labels.de`, `options.0.value`). */
export type PathValue<V, P> = P extends `${infer K}.${infer Rest}` ? PathValue<Step<V, K>, Rest> : Step<V, P>;
type Step<V, K> = V extends readonly (infer E)[] ? E : K extends keyof V ? V[K] : never;

/**
 * A Mantine form checked with a domain schema. The schema's messages are error codes; they show in the
 * page language next to their field, like the API's field errors after a failed save. Changing a
 * value clears the errors on it and below it; when errors appear, the first field in error gets the
 * focus, so a keyboard user lands where to fix it.
 */
export function useSchemaForm<V extends Values, T>(options: SchemaFormOptions<V, T>): SchemaForm<V> {
  const { schema, toInput = (values: V) => values, fields = {}, check } = options;
  const fieldOf = (path: string, values: V) =>
    typeof fields === 'function' ? fields(path, values) : (fields[path] ?? path);
  const resolve = schemaResolver(schema, { sync: true });
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const clearChanged = useRef<(values: V, previous: V) => void>(() => {});

  const form = useForm<V>({
    mode: 'controlled',
    initialValues: options.initialValues,
    validate: (values: V): FormErrors => {
      const language = currentLanguage();
      const errors: FormErrors = {};
      for (const [path, message] of Object.entries(resolve(toInput(values)))) {
        const code: ErrorCode =
          typeof message === 'string' && isErrorCode(message) ? message : 'error_field_invalid';
        errors[fieldOf(path, values)] ??= errorMessage(code, language);
      }
      return check ? check(values, errors, language) : errors;
    },
    onValuesChange: (values, previous) => clearChanged.current(values, previous),
  });

  clearChanged.current = (values, previous) => {
    const stale = Object.keys(form.errors).filter(
      (path) => valueAt(values, path) !== valueAt(previous, path),
    );
    if (stale.length === 0) return;
    form.setErrors((errors) =>
      Object.fromEntries(Object.entries(errors).filter(([path]) => !stale.includes(path))),
    );
  };

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const requestFocus = (errors: Readonly<Record<string, ReactNode>>) => {
    options.onErrors?.(errors);
    setFocusRequest((count) => count + 1);
  };

  const showErrors = (errors: FormErrors) => {
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) requestFocus(errors);
  };

  // A second submit before React shows the pending state (a double click) is ignored here.
  const saving = useRef(false);
  const save = async (values: V) => {
    const parsed = schema.safeParse(toInput(values));
    if (!parsed.success) return;
    saving.current = true;
    try {
      await options.onSubmit(parsed.data);
      saving.current = options.lockAfterSave === true;
      // Saved: nothing unsaved to keep should the session end now.
      form.resetDirty(values);
    } catch (error) {
      saving.current = false;
      const errors: FormErrors = {};
      for (const [path, message] of Object.entries(serverFieldErrors(error))) {
        errors[fieldOf(path, values)] = message;
      }
      showErrors(options.onServerError ? options.onServerError(error, errors) : errors);
    }
  };

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (options.pending || saving.current) return;
    form.onSubmit(save, (errors) => requestFocus(errors))();
  };

  const field = <P extends LooseKeys<V>>(path: P): FieldProps<PathValue<V, P>> => {
    const { value, onChange, onFocus, onBlur, error } = form.getInputProps(path);
    return { name: String(path), value, onChange, onFocus, onBlur, error };
  };

  const clearErrors = (path: string) =>
    form.setErrors((errors) =>
      Object.fromEntries(
        Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`)),
      ),
    );

  const isSaving = () => saving.current;

  const restoredDraft = useDraft(options.draft, form);

  return { form, submit, formRef, field, clearErrors, isSaving, restoredDraft };
}

/**
 * A form's draft kept when the session ended: back on the form when the same person opens it again
 * (once), and the form on screen registered, so that an end of the session keeps its changes.
 */
function useDraft<V extends Values>(key: string | undefined, form: UseFormReturnType<V>): boolean {
  const { t } = useTranslation('connection');
  const userId = useSession((state) => state.userInfo?._id ?? null);
  const [draft] = useState(() => (key && userId ? peekDraft(userId, key) : null));
  const restored = useRef(false);
  const latest = useRef(form);
  latest.current = form;

  useEffect(() => {
    if (!key || !userId) return;
    if (draft !== null && typeof draft === 'object' && !restored.current) {
      restored.current = true;
      forgetDraft(userId, key);
      latest.current.setValues((values) => ({ ...values, ...(draft as Partial<V>) }));
      toast('info', t('draftRestored'));
    }
    return registerOpenForm({
      key,
      userId,
      isDirty: () => latest.current.isDirty(),
      values: () => latest.current.getValues(),
    });
  }, [key, userId, draft, t]);

  return draft !== null;
}

/** The value at a dot-separated field path (`labels.de`, `options.0.value`). */
function valueAt(values: unknown, path: string): unknown {
  let value = values;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = Reflect.get(value, key);
  }
  return value;
}
