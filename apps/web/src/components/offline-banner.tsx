import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServerReachable } from '../lib/connection.ts';

/**
 * Says so while the server cannot be reached (issue 15, item 7): over every page, public ones too.
 * What is typed stays; reads wait and go on by themselves when it answers again.
 */
export function OfflineBanner() {
  const { t } = useTranslation('connection');
  const reachable = useServerReachable();
  if (reachable) return null;
  return (
    <Alert
      role="alert"
      color="orange"
      variant="filled"
      radius={0}
      title={t('offline.title')}
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    >
      {t('offline.text')}
    </Alert>
  );
}
