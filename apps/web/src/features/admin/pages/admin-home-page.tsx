import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-store.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AdminOverviewFigures } from '../components/admin-overview-figures.tsx';

/** The platform administration's start page: the platform's figures and charts. */
export function AdminHomePage() {
  const { t } = useTranslation('admin');
  const user = useSession((state) => state.userInfo);
  usePageTitle(t('title'));
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text size="lg" mt="xs">
          {t('welcome', { name: user?.firstName ?? '' })}
        </Text>
      </div>
      <AdminOverviewFigures />
    </Stack>
  );
}
