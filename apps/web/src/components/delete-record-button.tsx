import { Button } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from './confirm-delete-modal.tsx';

interface DeleteRecordButtonProps {
  /** The question in the dialog: "Artikel löschen?". */
  title: string;
  /** What will be gone, and what goes with it. */
  children: ReactNode;
  /**
   * Deletes, says so and leaves the page. When it fails the dialog stays open; the failure itself is
   * toasted by the query client.
   */
  onDelete: () => Promise<unknown>;
}

/** The "Löschen" button of a record's page, with the confirmation every delete asks first. */
export function DeleteRecordButton({ title, children, onDelete }: DeleteRecordButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onDelete();
      setOpened(false);
    } catch {
      // Shown by the query client's toast; the dialog stays for another try or a cancel.
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button variant="light" color="red" onClick={() => setOpened(true)}>
        {t('actions.delete')}
      </Button>
      <ConfirmDeleteModal
        opened={opened}
        title={title}
        pending={pending}
        onConfirm={() => void confirm()}
        onClose={() => setOpened(false)}
      >
        {children}
      </ConfirmDeleteModal>
    </>
  );
}
