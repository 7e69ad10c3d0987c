import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { usePasswordLinkQuery } from '../api.ts';
import { SetPasswordForm } from './set-password-form.tsx';

/** What a set-password link leads to: the greeting and the form, the link's failure, or the success. */
export function SetPasswordPanel({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const link = usePasswordLinkQuery(token);
  const [done, setDone] = useState(false);

  if (!token || link.isError) {
    return (
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('setPassword.title')}
        </Title>
        <Alert color="red" variant="light" title={t('setPassword.linkFailedTitle')} role="alert">
          {link.error?.message ?? errorMessage('error_link_invalid', currentLanguage())}
        </Alert>
        <AnchorLink to="/login.php">{t('setPassword.toSignIn')}</AnchorLink>
      </Stack>
    );
  }
  if (!link.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('setPassword.checking')} />
      </Center>
    );
  }
  if (done) {
    return (
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('setPassword.doneTitle')}
        </Title>
        <Alert color="green" variant="light" role="status">
          {t('setPassword.done', { email: link.data.email })}
        </Alert>
        <AnchorLink to="/login.php">{t('setPassword.toSignIn')}</AnchorLink>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {t('setPassword.welcome', { companyName: link.data.companyName })}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('setPassword.intro', { firstName: link.data.firstName, email: link.data.email })}
        </Text>
      </div>
      <SetPasswordForm token={token} onDone={() => setDone(true)} />
    </Stack>
  );
}
