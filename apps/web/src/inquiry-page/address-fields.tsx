import type { Language } from '@maxer/domain';
import { Field, type FieldErrors } from './field.tsx';
import { text } from './texts.ts';

export interface AddressValues {
  street: string;
  zipCode: string;
  city: string;
  floor: string;
  elevator: '' | 'yes' | 'no';
}
export const emptyAddress = (): AddressValues => ({
  street: '',
  zipCode: '',
  city: '',
  floor: '',
  elevator: '',
});

/** One move address: street, postcode and town, floor and lift. */
export function AddressFields({
  name,
  legend,
  value,
  onChange,
  errors,
  language,
  disabled,
}: {
  name: 'moveOut' | 'moveIn';
  legend: string;
  value: AddressValues;
  onChange: (next: AddressValues) => void;
  errors: FieldErrors;
  language: Language;
  disabled: boolean;
}) {
  const t = (key: Parameters<typeof text>[1]) => text(language, key);
  const set = (key: keyof AddressValues) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  const common = { errors, language };
  return (
    <fieldset className="card">
      <legend>{legend}</legend>
      <Field path={`${name}.street`} label={t('street')} {...common}>
        {(props) => (
          <input
            {...props}
            autoComplete="street-address"
            value={value.street}
            onChange={set('street')}
            disabled={disabled}
          />
        )}
      </Field>
      <div className="row">
        <Field path={`${name}.zipCode`} label={t('zipCode')} {...common}>
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              autoComplete="postal-code"
              value={value.zipCode}
              onChange={set('zipCode')}
              disabled={disabled}
            />
          )}
        </Field>
        <Field path={`${name}.city`} label={t('city')} {...common}>
          {(props) => (
            <input
              {...props}
              autoComplete="address-level2"
              value={value.city}
              onChange={set('city')}
              disabled={disabled}
            />
          )}
        </Field>
      </div>
      <div className="row">
        <Field path={`${name}.floor`} label={t('floor')} hint={t('floorHint')} {...common}>
          {(props) => <input {...props} value={value.floor} onChange={set('floor')} disabled={disabled} />}
        </Field>
        <Field path={`${name}.elevator`} label={t('elevator')} {...common}>
          {(props) => (
            <select {...props} value={value.elevator} onChange={set('elevator')} disabled={disabled}>
              <option value="">{t('elevatorUnknown')}</option>
              <option value="yes">{t('elevatorYes')}</option>
              <option value="no">{t('elevatorNo')}</option>
            </select>
          )}
        </Field>
      </div>
    </fieldset>
  );
}
