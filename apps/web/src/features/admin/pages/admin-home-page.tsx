import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-store.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** The platform administration's start page. */
export function AdminHomePage() {
  const { t } = useTranslation('admin');
  const user = useSession((state) => state.userInfo);
  usePageTitle(t('title'));
  return (
    <Stack gap="xs" maw={960}>
      <Title order={1}>{t('title')}</Title>
      <Text size="lg">{t('welcome', { name: user?.firstName ?? '' })}</Text>
      <Text c="dimmed">{t('intro')}</Text>
    </Stack>
  );
}
