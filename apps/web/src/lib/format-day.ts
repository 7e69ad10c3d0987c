import type { Language } from '@maxer/domain';
import { formatDate } from './format.ts';

/**
 * A calendar day ("2026-11-21") of an invoice or payment: a day, not an instant, so it is shown as
 * written whatever the browser's time zone (read and formatted as UTC midnight).
 */
export function formatDay(day: string, language: Language): string {
  return formatDate(`${day}T00:00:00Z`, language, 'UTC');
}
