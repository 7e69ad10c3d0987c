import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { toast } from '../../../lib/toast.ts';
import { useEndEmployeeSessionsMutation } from '../api.ts';

interface EndSessionsButtonProps {
  employeeId: string;
  name: string;
}

/**
 * Sign an employee out everywhere (an owner, or a platform admin acting for the company): every open
 * page of theirs goes to sign-in. Asked first; the account itself stays.
 */
export function EndSessionsButton({ employeeId, name }: EndSessionsButtonProps) {
  const { t } = useTranslation('employees');
  const [opened, setOpened] = useState(false);
  const end = useEndEmployeeSessionsMutation(employeeId);

  const confirm = async () => {
    try {
      const { ended } = await end.mutateAsync();
      toast('success', t('endSessions.done', { count: ended }));
      setOpened(false);
    } catch {
      // Shown by the query client's toast; the dialog stays for another try or a cancel.
    }
  };

  return (
    <>
      <Button variant="light" color="orange" onClick={() => setOpened(true)}>
        {t('endSessions.action')}
      </Button>
      <ConfirmModal
        opened={opened}
        title={t('endSessions.title')}
        confirmLabel={t('endSessions.confirm')}
        confirmColor="orange"
        pending={end.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setOpened(false)}
      >
        {t('endSessions.text', { name })}
      </ConfirmModal>
    </>
  );
}
