import type { Language } from '@maxer/domain';
import { Field, type FieldErrors } from './field.tsx';
import { text } from './texts.ts';

/**
 * What is to be moved, as typed. Its own component (and its own part of the schema, `inventory`):
 * the room-by-room list of the volume calculator takes its place later, writing the same volume.
 */
export interface InventoryValues {
  rooms: string;
  volumeM3: string;
  description: string;
}
export const emptyInventory = (): InventoryValues => ({ rooms: '', volumeM3: '', description: '' });

/** A typed number: empty is none; a decimal comma is a point; anything else goes as typed (the schema refuses it). */
function numberOf(typed: string): number | null {
  const trimmed = typed.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : (trimmed as unknown as number);
}

/** The inventory part of the request body. */
export function inventoryInput(values: InventoryValues) {
  return {
    rooms: numberOf(values.rooms),
    volumeM3: numberOf(values.volumeM3),
    description: values.description,
  };
}

export function InventoryFields({
  value,
  onChange,
  errors,
  language,
  disabled,
}: {
  value: InventoryValues;
  onChange: (next: InventoryValues) => void;
  errors: FieldErrors;
  language: Language;
  disabled: boolean;
}) {
  const t = (key: Parameters<typeof text>[1]) => text(language, key);
  const set = (key: keyof InventoryValues) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  const common = { errors, language };
  return (
    <fieldset className="card">
      <legend>{t('inventory')}</legend>
      <div className="row">
        <Field path="inventory.rooms" label={t('rooms')} {...common}>
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              value={value.rooms}
              onChange={set('rooms')}
              disabled={disabled}
            />
          )}
        </Field>
        <Field path="inventory.volumeM3" label={t('volume')} {...common}>
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              value={value.volumeM3}
              onChange={set('volumeM3')}
              disabled={disabled}
            />
          )}
        </Field>
      </div>
      <Field path="inventory.description" label={t('description')} {...common}>
        {(props) => (
          <textarea
            {...props}
            rows={4}
            value={value.description}
            onChange={set('description')}
            disabled={disabled}
          />
        )}
      </Field>
    </fieldset>
  );
}
