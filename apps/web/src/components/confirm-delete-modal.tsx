import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  /** What will be gone, and what goes with it. */
  children: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asked before every delete: nothing disappears by one slip of the mouse. */
export function ConfirmDeleteModal({
  opened,
  title,
  children,
  pending,
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      centered
    >
      <Text>{children}</Text>
      <Text size="sm" c="dimmed" mt="xs">
        {t('delete.irreversible')}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('actions.cancel')}
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm}>
          {t('actions.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
