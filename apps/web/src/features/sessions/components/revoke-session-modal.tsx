import { Button, Group, Modal, Text } from '@mantine/core';
import type { SessionInfo } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { useRevokeSessionMutation } from '../api.ts';
import { browserLabel, deviceLabel } from '../session-labels.ts';

interface RevokeSessionModalProps {
  session: SessionInfo | null;
  timeZone: string | undefined;
  onClose: () => void;
  /** After the session has ended (the detail page then goes back to the list). */
  onRevoked?: () => void;
}

/** Ask before signing out another device: it cannot be undone from here. */
export function RevokeSessionModal({ session, timeZone, onClose, onRevoked }: RevokeSessionModalProps) {
  const { t } = useTranslation('sessions');
  const revoke = useRevokeSessionMutation();

  const confirm = () => {
    if (!session) return;
    revoke.mutate(session._id, {
      onSuccess: () => {
        toast('success', t('revoked'));
        onClose();
        onRevoked?.();
      },
    });
  };

  return (
    <Modal opened={session !== null} onClose={onClose} title={t('confirm.title')} centered>
      {session && (
        <Text>
          {t('confirm.text', {
            device: deviceLabel(session, t),
            browser: browserLabel(session, t),
            lastUsed: formatDateTime(session.lastUsedAt, currentLanguage(), timeZone),
          })}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button color="red" loading={revoke.isPending} onClick={confirm}>
          {t('confirm.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
