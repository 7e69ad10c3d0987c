import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a slow page loads its files or data. */
export function RoutePending() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
