import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface NotEditableNoteProps {
  /** The catalogue whose texts say it: `notEditable`, `ownerOnly`, `editImpossible`, `recreateHint`. */
  namespace: 'services' | 'questions';
  /** The person may create and delete these records (an owner). */
  canChange: boolean;
  /** The page was reached through the edit address, which has no form (docs/decisions/008). */
  editRequested?: boolean;
}

/**
 * Above the list and the pages of records that are never edited (spec §5): a hint, or at a record's
 * edit address a warning saying to delete it and create it anew.
 */
export function NotEditableNote({ namespace, canChange, editRequested = false }: NotEditableNoteProps) {
  const { t } = useTranslation(namespace);
  if (editRequested) {
    return (
      <Alert variant="light" color="yellow" role="alert" title={t('editImpossible')}>
        {t('recreateHint')}
      </Alert>
    );
  }
  return (
    <Alert variant="light" color={canChange ? 'blue' : 'gray'}>
      {canChange ? t('notEditable') : t('ownerOnly')}
    </Alert>
  );
}
