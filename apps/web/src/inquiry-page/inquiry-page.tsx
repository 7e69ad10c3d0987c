import { type InquiryForm, type InquiryInput, inquiryInputSchema, type Language } from '@maxer/domain';
import { type CSSProperties, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { AddressFields, type AddressValues, emptyAddress } from './address-fields.tsx';
import { type InquiryApi, InquiryApiError } from './api.ts';
import { Field, type FieldErrors, fieldId } from './field.tsx';
import {
  emptyInventory,
  InventoryFields,
  type InventoryValues,
  inventoryInput,
} from './inventory-fields.tsx';
import { ServiceChoices } from './service-choices.tsx';
import { type TextKey, text } from './texts.ts';

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; form: InquiryForm }
  | { kind: 'sent'; form: InquiryForm }
  | { kind: 'failed'; error: InquiryApiError };

interface Values {
  gender: '' | 'MALE' | 'FEMALE';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  moveDate: string;
  moveDateTo: string;
  moveOut: AddressValues;
  moveIn: AddressValues;
  inventory: InventoryValues;
  serviceIds: string[];
  message: string;
  /** The honeypot (hidden from people). */
  website: string;
}

const emptyValues = (): Values => ({
  gender: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  moveDate: '',
  moveDateTo: '',
  moveOut: emptyAddress(),
  moveIn: emptyAddress(),
  inventory: emptyInventory(),
  serviceIds: [],
  message: '',
  website: '',
});

const elevatorOf = (value: AddressValues['elevator']) => (value === '' ? null : value === 'yes');
const addressInput = (address: AddressValues) => ({ ...address, elevator: elevatorOf(address.elevator) });

/** The request body, as the schema and the server read it. */
function inputOf(values: Values, form: InquiryForm, language: Language): InquiryInput {
  return {
    ...values,
    token: form.token,
    language,
    gender: values.gender || null,
    moveDateTo: values.moveDateTo || null,
    moveOut: addressInput(values.moveOut),
    moveIn: addressInput(values.moveIn),
    inventory: inventoryInput(values.inventory, form.volumeRooms),
  };
}

/** The schema's verdict, as field codes by dotted path (the first issue of each field). */
function errorsOf(input: InquiryInput): FieldErrors {
  const result = inquiryInputSchema.safeParse(input);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** A company colour only when it is one (it goes into style attributes). */
const safeColor = (value: string | null) => (value && /^#[0-9a-f]{3,8}$/i.test(value) ? value : undefined);

/**
 * The company's public inquiry form, phone first: contact, move date (or a range), both addresses
 * with floor and lift, what is to be moved, the company's services, a message. Every field is checked
 * with the domain's schema before sending, and the server's answer lands on the same fields.
 */
export function InquiryPage({ api, language }: { api: InquiryApi | null; language: Language }) {
  const t = (key: TextKey, params?: Record<string, string | number>) => text(language, key, params);
  const [load, setLoad] = useState<Load>(() =>
    api ? { kind: 'loading' } : { kind: 'failed', error: new InquiryApiError(404, null, '') },
  );
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const thanks = useRef<HTMLHeadingElement>(null);

  const fetchForm = useCallback(() => {
    if (!api) return;
    setLoad({ kind: 'loading' });
    api.form().then(
      (form) => setLoad({ kind: 'ready', form }),
      (error: InquiryApiError) => setLoad({ kind: 'failed', error }),
    );
  }, [api]);
  useEffect(fetchForm, [fetchForm]);

  const company = load.kind === 'ready' || load.kind === 'sent' ? load.form.company : null;
  useEffect(() => {
    document.title = company ? `${t('pageTitle')} – ${company.name}` : t('pageTitle');
  });
  useEffect(() => {
    if (load.kind === 'sent') thanks.current?.focus();
  }, [load.kind]);

  if (load.kind === 'loading')
    return (
      <main className="page" aria-busy="true">
        <p role="status">{t('loading')}</p>
      </main>
    );
  if (load.kind === 'failed') {
    const missing = load.error.status === 404;
    return (
      <main className="page notice">
        <h1>{missing ? t('notFoundTitle') : t('pageTitle')}</h1>
        <p role="alert">
          {missing ? t('notFoundText') : load.error.status === 0 ? t('networkError') : load.error.message}
        </p>
        {!missing && (
          <button type="button" onClick={fetchForm}>
            {t('reload')}
          </button>
        )}
      </main>
    );
  }

  const { form } = load;
  const accent = safeColor(form.company.accentColor);
  const header = (
    <header
      className="brand"
      style={{
        background: safeColor(form.company.backgroundColor),
        color: safeColor(form.company.textColor),
      }}
    >
      {form.company.hasLogo && api && (
        <img src={api.logoUrl} alt={t('logo', { company: form.company.name })} className="logo" />
      )}
      <p className="company">{form.company.name}</p>
    </header>
  );
  const style = accent ? ({ '--accent': accent } as CSSProperties) : undefined;

  if (load.kind === 'sent')
    return (
      <div style={style}>
        {header}
        <main className="page notice">
          <h1 ref={thanks} tabIndex={-1}>
            {t('thanksTitle')}
          </h1>
          <p role="status">{t('thanksText', { company: form.company.name })}</p>
        </main>
      </div>
    );

  const set =
    <K extends keyof Values>(key: K) =>
    (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value }));
  const common = { errors, language };

  /**
   * After a refusal: the keyboard goes to the first field with a message, or the nearest one its path
   * lies in (a counted item's `inventory.items.2.count` is its count field, `inventory.items.2`).
   */
  function focusFirst(found: FieldErrors) {
    const first = Object.keys(found)[0];
    if (!first) return;
    requestAnimationFrame(() => {
      const parts = first.split('.');
      for (let length = parts.length; length > 0; length--) {
        const field = document.getElementById(fieldId(parts.slice(0, length).join('.')));
        if (field) return field.focus();
      }
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!api || busy || load.kind !== 'ready') return;
    const input = inputOf(values, load.form, language);
    const found = errorsOf(input);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure(t('fixErrors'));
      focusFirst(found);
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      await api.send(input);
      setLoad({ kind: 'sent', form: load.form });
    } catch (error) {
      const failed = error as InquiryApiError;
      if (Object.keys(failed.fields).length > 0) {
        setErrors(failed.fields);
        focusFirst(failed.fields);
        setFailure(t('fixErrors'));
      } else setFailure(failed.status === 0 ? t('networkError') : failed.message || t('submitError'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div style={style}>
      {header}
      <main className="page">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <p className="muted">{t('requiredNote')}</p>
        <form onSubmit={submit} noValidate>
          <fieldset className="card">
            <legend>{t('contact')}</legend>
            <Field path="gender" label={t('gender')} {...common}>
              {(props) => (
                <select {...props} value={values.gender} onChange={set('gender')} disabled={busy}>
                  <option value="">{t('genderNone')}</option>
                  <option value="FEMALE">{t('genderFemale')}</option>
                  <option value="MALE">{t('genderMale')}</option>
                </select>
              )}
            </Field>
            <div className="row">
              <Field path="firstName" label={t('firstName')} {...common}>
                {(props) => (
                  <input
                    {...props}
                    autoComplete="given-name"
                    value={values.firstName}
                    onChange={set('firstName')}
                    disabled={busy}
                  />
                )}
              </Field>
              <Field path="lastName" label={t('lastName')} {...common}>
                {(props) => (
                  <input
                    {...props}
                    autoComplete="family-name"
                    value={values.lastName}
                    onChange={set('lastName')}
                    disabled={busy}
                  />
                )}
              </Field>
            </div>
            <Field path="email" label={t('email')} {...common}>
              {(props) => (
                <input
                  {...props}
                  type="email"
                  autoComplete="email"
                  value={values.email}
                  onChange={set('email')}
                  disabled={busy}
                />
              )}
            </Field>
            <Field path="phone" label={t('phone')} {...common}>
              {(props) => (
                <input
                  {...props}
                  type="tel"
                  autoComplete="tel"
                  value={values.phone}
                  onChange={set('phone')}
                  disabled={busy}
                />
              )}
            </Field>
          </fieldset>

          <fieldset className="card">
            <legend>{t('date')}</legend>
            <div className="row">
              <Field path="moveDate" label={t('moveDate')} {...common}>
                {(props) => (
                  <input
                    {...props}
                    type="date"
                    value={values.moveDate}
                    onChange={set('moveDate')}
                    disabled={busy}
                  />
                )}
              </Field>
              <Field path="moveDateTo" label={t('moveDateTo')} {...common}>
                {(props) => (
                  <input
                    {...props}
                    type="date"
                    value={values.moveDateTo}
                    onChange={set('moveDateTo')}
                    disabled={busy}
                  />
                )}
              </Field>
            </div>
          </fieldset>

          <AddressFields
            name="moveOut"
            legend={t('moveOut')}
            value={values.moveOut}
            onChange={(moveOut) => setValues((current) => ({ ...current, moveOut }))}
            disabled={busy}
            {...common}
          />
          <AddressFields
            name="moveIn"
            legend={t('moveIn')}
            value={values.moveIn}
            onChange={(moveIn) => setValues((current) => ({ ...current, moveIn }))}
            disabled={busy}
            {...common}
          />
          <InventoryFields
            catalogue={form.volumeRooms}
            value={values.inventory}
            onChange={(inventory) => setValues((current) => ({ ...current, inventory }))}
            disabled={busy}
            {...common}
          />
          <ServiceChoices
            services={form.services}
            chosen={values.serviceIds}
            onChange={(serviceIds) => setValues((current) => ({ ...current, serviceIds }))}
            language={language}
            disabled={busy}
          />

          <div className="card">
            <Field path="message" label={t('message')} {...common}>
              {(props) => (
                <textarea
                  {...props}
                  rows={4}
                  value={values.message}
                  onChange={set('message')}
                  disabled={busy}
                />
              )}
            </Field>
          </div>

          {/* The honeypot: off screen and out of the tab order; people leave it empty, scripts fill it. */}
          <div className="honeypot" aria-hidden="true">
            <label htmlFor="inquiry-website">{t('honeypot')}</label>
            <input
              id="inquiry-website"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={set('website')}
            />
          </div>

          {failure && (
            <p className="error" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className="primary wide" disabled={busy}>
            {busy ? t('sending') : t('submit')}
          </button>
        </form>
      </main>
    </div>
  );
}
