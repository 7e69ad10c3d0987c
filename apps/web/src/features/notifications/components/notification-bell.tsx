import {
  ActionIcon,
  Box,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import {
  NOTIFICATIONS_PAGE_SIZE,
  useNotificationsQuery,
  useReadAllNotificationsMutation,
  useReadNotificationMutation,
} from '../api.ts';
import { NotificationText, type ShownNotification, targetOf } from './notification-text.tsx';

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6" />
      <path d="M9 17v1a3 3 0 0 0 6 0v-1" />
    </svg>
  );
}

/**
 * The bell in the company app's header: how many notifications are unread, and the newest of them in
 * a list where one or all are marked read (issue 15, item 2; ADR 039). New ones arrive live: the
 * server's `notification.created` refetches this query (lib/realtime-events.ts).
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  const [pageSize, setPageSize] = useState(NOTIFICATIONS_PAGE_SIZE);
  const query = useNotificationsQuery(pageSize);
  const readOne = useReadNotificationMutation();
  const readAll = useReadAllNotificationsMutation();
  const navigate = useNavigate();
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const language = currentLanguage();
  const unread = query.data?.unread ?? 0;
  const items = query.data?.items ?? [];

  const open = (notification: ShownNotification) => {
    if (!notification.readAt) readOne.mutate(notification._id);
    const target = targetOf(notification);
    close();
    if (target) void navigate(target);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={360}
      shadow="md"
      withinPortal
      hideDetached={false}
    >
      <Indicator
        label={unread > 99 ? '99+' : unread}
        size={18}
        color="red"
        disabled={unread === 0}
        offset={6}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => setOpened((value) => !value)}
            aria-label={unread > 0 ? t('bellUnread', { count: unread }) : t('bell')}
            data-testid="notification-bell"
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0}>
        <section aria-label={t('title')}>
          <Group justify="space-between" px="md" py="xs" wrap="nowrap">
            <Text fw={600}>{t('title')}</Text>
            <Button
              variant="subtle"
              size="compact-sm"
              disabled={unread === 0 || readAll.isPending}
              onClick={() => readAll.mutate()}
            >
              {t('readAll')}
            </Button>
          </Group>
          {query.isError && (
            <Text px="md" pb="md" c="red.8" size="sm" role="alert">
              {t('loadFailed')}
            </Text>
          )}
          {query.isSuccess && items.length === 0 && (
            <Text px="md" pb="md" c="dimmed" size="sm">
              {t('empty')}
            </Text>
          )}
          {items.length > 0 && (
            <ScrollArea.Autosize mah={420}>
              <Box component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {items.map((notification) => (
                  <Box
                    component="li"
                    key={notification._id}
                    px="md"
                    py="xs"
                    bg={notification.readAt ? undefined : 'blue.0'}
                    style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
                    data-unread={notification.readAt ? undefined : 'true'}
                  >
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <UnstyledButton onClick={() => open(notification)} style={{ flex: 1 }}>
                        <NotificationText
                          notification={notification}
                          language={language}
                          timeZone={timeZone}
                        />
                      </UnstyledButton>
                      {!notification.readAt && (
                        <Button
                          variant="subtle"
                          size="compact-xs"
                          onClick={() => readOne.mutate(notification._id)}
                          aria-label={t('readOneLabel')}
                        >
                          {t('readOne')}
                        </Button>
                      )}
                    </Group>
                  </Box>
                ))}
              </Box>
            </ScrollArea.Autosize>
          )}
          {query.data && query.data.total > items.length && (
            <Group justify="center" py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => setPageSize((size) => Math.min(100, size + NOTIFICATIONS_PAGE_SIZE))}
              >
                {t('more')}
              </Button>
            </Group>
          )}
        </section>
      </Popover.Dropdown>
    </Popover>
  );
}
