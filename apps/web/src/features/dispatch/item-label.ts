import type { DispatchItem, Language } from '@maxer/domain';
import type { TFunction } from 'i18next';
import { formatDate, formatTime } from '../../lib/format.ts';

/** What kind of work an item is: "Umzug", "Reinigung", or the appointment's kind. */
export function kindLabel(item: DispatchItem, t: TFunction): string {
  if (item.kind === 'appointment')
    return t(`kinds.${item.appointmentKind ?? 'other'}`, { ns: 'appointments' });
  return t(`kinds.${item.kind}`, { ns: 'dispatch' });
}

/** "08:00–15:00", with the days when it runs over midnight. */
export function timeSpan(item: DispatchItem, language: Language, timeZone: string): string {
  const sameDay =
    formatDate(item.startsAt, language, timeZone) === formatDate(item.endsAt, language, timeZone);
  const start = formatTime(item.startsAt, language, timeZone);
  const end = sameDay
    ? formatTime(item.endsAt, language, timeZone)
    : `${formatDate(item.endsAt, language, timeZone)} ${formatTime(item.endsAt, language, timeZone)}`;
  return `${start}–${end}`;
}

/** An item named in a sentence: "Umzug 08:00–15:00 Erika Muster". */
export function itemLabel(item: DispatchItem, t: TFunction, language: Language, timeZone: string): string {
  return [kindLabel(item, t), timeSpan(item, language, timeZone), item.customer?.name]
    .filter(Boolean)
    .join(' ');
}

/** The item's warnings as sentences, naming the person or vehicle and the other item. */
export function warningTexts(
  item: DispatchItem,
  names: ReadonlyMap<string, string>,
  others: ReadonlyMap<string, DispatchItem>,
  t: TFunction,
  language: Language,
  timeZone: string,
): string[] {
  return item.warnings.map((warning) => {
    const other = warning.otherKey ? others.get(warning.otherKey) : undefined;
    return t(`warnings.${warning.code}`, {
      ns: 'dispatch',
      name: (warning.resourceId && names.get(warning.resourceId)) ?? '?',
      other: other ? itemLabel(other, t, language, timeZone) : t('warnings.otherItem', { ns: 'dispatch' }),
      planned: warning.planned,
      assigned: warning.assigned,
    });
  });
}
