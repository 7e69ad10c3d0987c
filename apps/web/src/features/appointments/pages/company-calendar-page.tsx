import {
  Alert,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PLATFORM_TIME_ZONE } from '@maxer/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { OwnerOnly } from '../../../components/owner-only.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  useAppointmentSettingsQuery,
  useCalendarFeedQuery,
  useChangeAppointmentSettingsMutation,
  useDeleteCalendarFeedMutation,
  useMakeCalendarFeedMutation,
} from '../api.ts';

/**
 * /my-company/calendar: the company's calendar connections (issue 17): the secret ICS feed, and the
 * Google Calendar section the route hands in.
 */
export function CompanyCalendarPage({ google }: { google?: ReactNode }) {
  const { t } = useTranslation('appointments');
  usePageTitle(t('feed.title'));
  return (
    <OwnerOnly permission="company:update">
      <Stack gap="lg" maw={900}>
        <PageHeader title={t('feed.title')} description={t('feed.intro')} />
        <FeedSection />
        {google}
        <RemindersSection />
      </Stack>
    </OwnerOnly>
  );
}

function FeedSection() {
  const { t } = useTranslation('appointments');
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone) ?? PLATFORM_TIME_ZONE;
  const feed = useCalendarFeedQuery();
  const make = useMakeCalendarFeedMutation();
  const remove = useDeleteCalendarFeedMutation();
  const [confirm, setConfirm] = useState<'renew' | 'off' | null>(null);
  const url = make.data?.url ?? null;
  const active = feed.data?.active ?? false;

  const renew = () =>
    make.mutate(undefined, {
      onSuccess: () => {
        setConfirm(null);
        toast('success', t('feed.made'));
      },
    });

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="calendar-feed">
      <Stack gap="md">
        <Title order={2} size="h4" id="calendar-feed">
          {t('feed.section')}
        </Title>
        <Text size="sm">{t('feed.explain')}</Text>
        {feed.data && (
          <Text size="sm" fw={500}>
            {active
              ? t('feed.activeSince', { date: formatDateTime(feed.data.createdAt ?? '', language, timeZone) })
              : t('feed.none')}
          </Text>
        )}
        {url && (
          <Alert color="green" variant="light" title={t('feed.urlTitle')}>
            <Stack gap="xs">
              <Text size="sm">{t('feed.urlOnce')}</Text>
              <Group gap="xs" wrap="nowrap">
                <TextInput
                  aria-label={t('feed.url')}
                  value={url}
                  readOnly
                  style={{ flex: 1 }}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Button variant="light" onClick={copy}>
                      {copied ? t('feed.copied') : t('feed.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          </Alert>
        )}
        <Group gap="sm">
          <Button loading={make.isPending} onClick={() => (active ? setConfirm('renew') : renew())}>
            {active ? t('feed.renew') : t('feed.make')}
          </Button>
          {active && (
            <Button variant="default" color="red" onClick={() => setConfirm('off')}>
              {t('feed.off')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirm === 'renew'}
        title={t('feed.renewTitle')}
        confirmLabel={t('feed.renew')}
        pending={make.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={renew}
      >
        {t('feed.renewText')}
      </ConfirmModal>
      <ConfirmModal
        opened={confirm === 'off'}
        title={t('feed.offTitle')}
        confirmLabel={t('feed.off')}
        pending={remove.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirm(null);
              make.reset();
              toast('success', t('feed.switchedOff'));
            },
          })
        }
      >
        {t('feed.offText')}
      </ConfirmModal>
    </Paper>
  );
}

/** The customer's reminder of an appointment the day before: on unless the company switches it off. */
function RemindersSection() {
  const { t } = useTranslation('appointments');
  const settings = useAppointmentSettingsQuery();
  const change = useChangeAppointmentSettingsMutation();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="appointment-reminders">
      <Stack gap="sm">
        <Title order={2} size="h4" id="appointment-reminders">
          {t('reminders.section')}
        </Title>
        <Switch
          label={t('reminders.label')}
          description={t('reminders.hint')}
          checked={settings.data?.customerReminders ?? false}
          disabled={!settings.data || change.isPending}
          onChange={(event) =>
            change.mutate(
              { customerReminders: event.currentTarget.checked },
              {
                onSuccess: (saved) =>
                  toast('success', saved.customerReminders ? t('reminders.on') : t('reminders.off')),
              },
            )
          }
        />
      </Stack>
    </Paper>
  );
}
