import { countedM3, type InquiryItem, type InquiryVolumeRoom, type Language } from '@maxer/domain';
import type { FieldErrors } from './field.tsx';
import { errorText, text } from './texts.ts';

/** Pieces counted per catalogue item id (an item not counted is absent or 0). */
export type ItemCounts = Readonly<Record<string, number>>;

/**
 * The counted items as the request sends them, in the catalogue's order (rooms, then items): the
 * server's field errors (`inventory.items.2.count`) name them by this position.
 */
export function countedItems(rooms: readonly InquiryVolumeRoom[], counts: ItemCounts): InquiryItem[] {
  return rooms.flatMap((room) =>
    room.items.flatMap((item) => {
      const count = counts[item._id] ?? 0;
      return count > 0 ? [{ itemId: item._id, count }] : [];
    }),
  );
}

/** m³ and pieces of what is counted (the domain's exact sum, in hundredths). */
export function countedTotals(rooms: readonly InquiryVolumeRoom[], counts: ItemCounts) {
  const items = rooms.flatMap((room) => room.items);
  const pieces = items.reduce((sum, item) => sum + (counts[item._id] ?? 0), 0);
  return { m3: countedM3(items, counts), pieces };
}

/** A typed count: digits only; empty is none. */
const typedCount = (typed: string) => {
  const digits = typed.replace(/\D/g, '').slice(0, 5);
  return digits === '' ? 0 : Number(digits);
};

const formatM3 = (m3: number, language: Language) =>
  m3.toLocaleString(language === 'de' ? 'de-CH' : 'en-GB', { maximumFractionDigits: 2 });

/**
 * The room-by-room counter of the company's volume catalogue (ADR 055, 056): per room a disclosure
 * with its pieces and m³, per item − / + and a typed number, and the running total. Plain elements
 * only (the page's bundle has no UI library); each control is named by its item for screen readers.
 */
export function ItemCounter({
  rooms,
  counts,
  onChange,
  errors,
  language,
  disabled,
}: {
  rooms: readonly InquiryVolumeRoom[];
  counts: ItemCounts;
  onChange: (next: ItemCounts) => void;
  errors: FieldErrors;
  language: Language;
  disabled: boolean;
}) {
  const t = (key: Parameters<typeof text>[1], params?: Record<string, string | number>) =>
    text(language, key, params);
  const set = (itemId: string, count: number) => {
    const next = { ...counts };
    if (count > 0) next[itemId] = count;
    else delete next[itemId];
    onChange(next);
  };
  // Positions of the counted items in the request, for the server's and the schema's field errors.
  const position = new Map(countedItems(rooms, counts).map((item, index) => [item.itemId, index]));
  const itemError = (itemId: string) => {
    const index = position.get(itemId);
    if (index === undefined) return undefined;
    return errors[`inventory.items.${index}.count`] ?? errors[`inventory.items.${index}.itemId`];
  };
  const total = countedTotals(rooms, counts);
  const listError = errors['inventory.items'];

  return (
    <div className="counter">
      <h3 className="counter-title">{t('counter')}</h3>
      <p className="muted hint">{t('counterIntro')}</p>
      {rooms.map((room) => {
        const inRoom = countedTotals([room], counts);
        return (
          <details key={room.room} className="room" open={inRoom.pieces > 0 || undefined}>
            <summary>
              <span className="room-name">{room.label}</span>
              {inRoom.pieces > 0 && (
                <span className="room-sum">
                  {t('roomSummary', { pieces: inRoom.pieces, volume: formatM3(inRoom.m3, language) })}
                </span>
              )}
            </summary>
            <ul className="items">
              {room.items.map((item) => {
                const count = counts[item._id] ?? 0;
                const index = position.get(item._id);
                const code = itemError(item._id);
                const inputId =
                  index === undefined ? `inquiry-item-${item._id}` : `inquiry-inventory-items-${index}`;
                const errorId = `${inputId}-error`;
                return (
                  <li key={item._id} className={code ? 'item invalid' : 'item'}>
                    <span className="item-name">
                      {item.name}
                      <span className="muted item-m3">
                        {t('itemVolume', { volume: formatM3(item.volumeM3, language) })}
                      </span>
                    </span>
                    <span className="stepper">
                      <button
                        type="button"
                        className="step"
                        aria-label={t('countLess', { item: item.name })}
                        onClick={() => set(item._id, count - 1)}
                        disabled={disabled || count === 0}
                      >
                        −
                      </button>
                      <input
                        id={inputId}
                        className="count"
                        inputMode="numeric"
                        aria-label={t('countOf', { item: item.name })}
                        aria-invalid={Boolean(code)}
                        aria-describedby={code ? errorId : undefined}
                        value={count === 0 ? '' : String(count)}
                        placeholder="0"
                        onChange={(event) => set(item._id, typedCount(event.target.value))}
                        disabled={disabled}
                      />
                      <button
                        type="button"
                        className="step"
                        aria-label={t('countMore', { item: item.name })}
                        onClick={() => set(item._id, count + 1)}
                        disabled={disabled}
                      >
                        +
                      </button>
                    </span>
                    {code && (
                      <p id={errorId} className="field-error">
                        {errorText(language, code)}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          </details>
        );
      })}
      <p id="inquiry-inventory-items" className="counter-total" role="status" tabIndex={-1}>
        {total.pieces > 0
          ? t('counterTotal', { pieces: total.pieces, volume: formatM3(total.m3, language) })
          : t('counterNothing')}
      </p>
      {listError && <p className="field-error">{errorText(language, listError)}</p>}
    </div>
  );
}
