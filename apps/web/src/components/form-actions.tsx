import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  submitLabel: string;
  pending: boolean;
  /** "Abbrechen": a link back, or a button that closes a dialog. */
  cancel: ReactNode;
}

/** Save and cancel at the end of a form; Enter in a field submits too. */
export function FormActions({ submitLabel, pending, cancel }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      {cancel}
      <Button type="submit" loading={pending}>
        {pending ? t('form.saving') : submitLabel}
      </Button>
    </Group>
  );
}
