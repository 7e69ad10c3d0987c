import type { InquiryVolumeRoom, Language } from '@maxer/domain';
import { Field, type FieldErrors } from './field.tsx';
import { countedItems, countedTotals, ItemCounter, type ItemCounts } from './item-counter.tsx';
import { text } from './texts.ts';

/**
 * What is to be moved: rooms, the items counted room by room from the company's catalogue, an
 * estimated volume (the counted total while anything is counted, else as typed) and a free text.
 * Its own component, as it is its own part of the schema (`inventory`).
 */
export interface InventoryValues {
  rooms: string;
  /** The volume as typed (kept while a count overrides it, back when the count is cleared). */
  volumeM3: string;
  description: string;
  counts: ItemCounts;
}
export const emptyInventory = (): InventoryValues => ({
  rooms: '',
  volumeM3: '',
  description: '',
  counts: {},
});

/** A typed number: empty is none; a decimal comma is a point; anything else goes as typed (the schema refuses it). */
function numberOf(typed: string): number | null {
  const trimmed = typed.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : (trimmed as unknown as number);
}

/**
 * The inventory part of the request body: with counted items, their total as the volume (the server
 * computes it again and uses its own).
 */
export function inventoryInput(values: InventoryValues, catalogue: readonly InquiryVolumeRoom[]) {
  const items = countedItems(catalogue, values.counts);
  return {
    rooms: numberOf(values.rooms),
    volumeM3: items.length > 0 ? countedTotals(catalogue, values.counts).m3 : numberOf(values.volumeM3),
    description: values.description,
    items,
  };
}

export function InventoryFields({
  catalogue,
  value,
  onChange,
  errors,
  language,
  disabled,
}: {
  catalogue: readonly InquiryVolumeRoom[];
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
  const counted = countedTotals(catalogue, value.counts);
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
        <Field
          path="inventory.volumeM3"
          label={t('volume')}
          hint={counted.pieces > 0 ? t('volumeCounted') : undefined}
          {...common}
        >
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              value={counted.pieces > 0 ? String(counted.m3) : value.volumeM3}
              readOnly={counted.pieces > 0}
              onChange={set('volumeM3')}
              disabled={disabled}
            />
          )}
        </Field>
      </div>
      {catalogue.length > 0 && (
        <ItemCounter
          rooms={catalogue}
          counts={value.counts}
          onChange={(counts) => onChange({ ...value, counts })}
          disabled={disabled}
          {...common}
        />
      )}
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
