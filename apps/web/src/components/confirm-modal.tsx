import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  /** A quieter line under the question (e.g. that a delete cannot be undone). */
  note?: ReactNode;
  confirmLabel: string;
  /** Red for what destroys something. */
  confirmColor?: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before an action that is not undone lightly (archiving a job, a second invoice). */
export function ConfirmModal({
  opened,
  title,
  children,
  note,
  confirmLabel,
  confirmColor,
  pending,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
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
      {note ? (
        <Text size="sm" c="dimmed" mt="xs">
          {note}
        </Text>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('actions.cancel')}
        </Button>
        <Button color={confirmColor} loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
