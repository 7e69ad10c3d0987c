import type { AdminActivitySummary } from '@maxer/domain';
import type { TFunction } from 'i18next';

/** What an activity did, in words: "Erstellt · Kunde", or a request's "POST /api/customers". */
export function activityWhat(activity: AdminActivitySummary, t: TFunction<'admin-activity'>): string {
  if (activity.request) return `${activity.request.method} ${activity.request.path}`;
  return `${t(`activities.actions.${activity.action}`)} · ${entityTypeLabel(activity.entityType, t)}`;
}

/** A known kind of record by its label; one this screen does not know yet by its server name. */
export function entityTypeLabel(entityType: string, t: TFunction<'admin-activity'>): string {
  return t(`activities.entityTypes.${entityType}`, { defaultValue: entityType });
}

/** A recorded value as text: nothing as a dash, structures as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
