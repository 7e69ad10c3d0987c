import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../../../lib/session-store.ts';

/**
 * Asks before leaving a form with unsaved changes: inside the app with a dialog, when closing or
 * reloading the tab with the browser's own question. `shouldBlock` is read at the moment one leaves
 * (a form that has just saved says no). An ended session is not asked: the form keeps a draft instead.
 */
export function UnsavedChangesGuard({ shouldBlock }: { shouldBlock: () => boolean }) {
  const { t } = useTranslation('contract-editor');
  const latest = useRef(shouldBlock);
  // When the session has ended, the way to sign-in is not blocked: the changes are kept as a draft.
  latest.current = () => sessionStore.getState().isLogin && shouldBlock();
  const blocker = useBlocker({
    shouldBlockFn: () => latest.current(),
    enableBeforeUnload: () => latest.current(),
    withResolver: true,
  });
  return (
    <Modal
      opened={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('guard.title')}
      centered
    >
      <Text>{t('guard.text')}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('guard.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('guard.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
