import { LABEL_LANGUAGES, type Labels } from '@maxer/domain';
import type { TFunction } from 'i18next';
import type { DetailRow } from './details-list.tsx';

/**
 * One detail row per label language ("Bezeichnung (Französisch)"), so a record's page shows every
 * translation as entered; an empty one (shown as a dash) falls back to German in use.
 */
export function labelRows(label: string, labels: Labels, t: TFunction): DetailRow[] {
  return LABEL_LANGUAGES.map(
    (language) => [`${label} (${t(`common:labelLanguages.${language}`)})`, labels[language]] as const,
  );
}
