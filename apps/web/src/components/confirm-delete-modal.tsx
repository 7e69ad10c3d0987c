import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from './confirm-modal.tsx';

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
export function ConfirmDeleteModal(props: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      {...props}
      note={t('delete.irreversible')}
      confirmLabel={t('actions.delete')}
      confirmColor="red"
    />
  );
}
