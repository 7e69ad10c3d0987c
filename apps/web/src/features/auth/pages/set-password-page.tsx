import { Center, Group, Paper, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageLink } from '../../../components/language-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { SetPasswordPanel } from '../components/set-password-panel.tsx';

const route = getRouteApi('/set-password');

export function SetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token } = route.useSearch();
  usePageTitle(t('setPassword.title'));

  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={440} gap="lg">
        <Text ta="center" fw={700} fz={28} c="maxer.7" aria-hidden>
          {t('common:appName')}
        </Text>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <SetPasswordPanel token={token ?? ''} />
        </Paper>
        <Group justify="center">
          <LanguageLink />
        </Group>
      </Stack>
    </Center>
  );
}
