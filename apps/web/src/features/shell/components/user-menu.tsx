import { Avatar, Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-store.ts';
import { useLanguageSwitch } from '../../../lib/use-language-switch.ts';
import { useSignOut } from '../../auth/index.ts';

/** The signed-in person: who, the other language, sign out. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const user = useSession((state) => state.userInfo);
  const signOut = useSignOut();
  const language = useLanguageSwitch();
  const navigate = useNavigate();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';

  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        {/* Named by the name it shows (read out also where a narrow screen hides it); "user menu" is its hint. */}
        <UnstyledButton title={t('userMenu')} px="xs" py={4} style={{ borderRadius: 8 }}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="maxer" radius="xl" size="sm" aria-hidden>
              {initials}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="xs">
              {name}
            </Text>
            <VisuallyHidden hiddenFrom="xs">{name}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('signedInAs')}</Menu.Label>
        <Box px="sm" pb="xs">
          <Text size="sm" fw={500}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {user.email}
          </Text>
        </Box>
        {user.kind === 'user' && (
          <Menu.Item
            onClick={() => void navigate({ to: '/@{$username}', params: { username: user.username } })}
          >
            {t('profile')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Label>{t('common:language.label')}</Menu.Label>
        <Menu.Item
          component="a"
          href={language.href}
          onClick={language.onClick}
          lang={language.target}
          hrefLang={language.target}
        >
          {t(`common:language.${language.target}`)}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void signOut()}>
          {t('auth:signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
