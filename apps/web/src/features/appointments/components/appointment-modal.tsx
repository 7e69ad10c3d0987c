import { Button, Modal } from '@mantine/core';
import type { Appointment } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useSaveAppointmentMutation } from '../api.ts';
import type { AppointmentFormValues } from '../appointment-form-values.ts';
import { AppointmentForm } from './appointment-form.tsx';

interface AppointmentModalProps {
  /** The appointment to change; none for a new one. */
  appointmentId: string | null;
  initialValues: AppointmentFormValues;
  timeZone: string;
  fromJob: boolean;
  onClose: () => void;
  onSaved?: (appointment: Appointment) => void;
}

/** Make or change an appointment in a dialog, from the list, its page, a job or a customer. */
export function AppointmentModal({
  appointmentId,
  initialValues,
  timeZone,
  fromJob,
  onClose,
  onSaved,
}: AppointmentModalProps) {
  const { t } = useTranslation('appointments');
  const save = useSaveAppointmentMutation(appointmentId);
  return (
    <Modal opened onClose={onClose} title={appointmentId ? t('form.editTitle') : t('form.title')} size="lg">
      <AppointmentForm
        initialValues={initialValues}
        timeZone={timeZone}
        fromJob={fromJob}
        pending={save.isPending}
        cancel={
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
        }
        onSubmit={async (values) => {
          const saved = await save.mutateAsync(values);
          toast('success', appointmentId ? t('form.changed') : t('form.created'));
          onSaved?.(saved);
          onClose();
        }}
      />
    </Modal>
  );
}
