import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AuthResponse } from '@maxer/domain';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageLink } from '../../../components/language-link.tsx';
import { isAdminHost } from '../../../lib/host.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { signInTarget } from '../sign-in-target.ts';

const route = getRouteApi('/login.php');

export function LoginPage() {
  const { t } = useTranslation('auth');
  const { redirect } = route.useSearch();
  const router = useRouter();
  const adminHost = isAdminHost();
  // "Forgot password?" swaps the form in place (no route of its own: the sign-in bundle stays one).
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');
  const forgotten = forgotEmail !== null;
  usePageTitle(forgotten ? t('forgot.title') : t('signIn.title'));

  const onSignedIn = (auth: AuthResponse) => {
    sessionStore.signIn(auth, adminHost);
    const target = signInTarget(redirect, currentLanguage());
    if (target.fullLoad) window.location.assign(target.href);
    else void router.navigate({ href: target.href, replace: true });
  };

  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={420} gap="lg">
        <Text ta="center" fw={700} fz={28} c="maxer.7" aria-hidden>
          {t('common:appName')}
        </Text>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Stack gap="lg">
            <div>
              <Title order={1} fz="h2">
                {forgotten ? t('forgot.title') : adminHost ? t('signIn.adminTitle') : t('signIn.title')}
              </Title>
              {!forgotten && (
                <Text c="dimmed" size="sm" mt={4}>
                  {t('signIn.intro')}
                </Text>
              )}
            </div>
            {forgotten ? (
              <ForgotPasswordForm
                initialEmail={forgotEmail}
                onBack={() => {
                  setLastEmail(forgotEmail);
                  setForgotEmail(null);
                }}
              />
            ) : (
              <LoginForm onSignedIn={onSignedIn} onForgot={setForgotEmail} initialEmail={lastEmail} />
            )}
          </Stack>
        </Paper>
        <Group justify="center">
          <LanguageLink />
        </Group>
      </Stack>
    </Center>
  );
}
