import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { GoogleCalendar } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { useActingCompanyId } from '../../../lib/acting-company.ts';
import { toast } from '../../../lib/toast.ts';
import {
  useConnectGoogleCalendarMutation,
  useDisconnectGoogleCalendarMutation,
  useGoogleCalendarQuery,
  useGoogleCalendarsQuery,
  useSaveGoogleCalendarSelectionMutation,
} from '../api.ts';

const OUTCOMES = ['connected', 'failed', 'declined'] as const;
type Outcome = (typeof OUTCOMES)[number];

/** What Google's round trip ended in (`?google=` on the way back), read once. */
function outcomeOfAddress(): Outcome | null {
  const value = new URLSearchParams(window.location.search).get('google');
  return (OUTCOMES as readonly string[]).includes(value ?? '') ? (value as Outcome) : null;
}

function label(calendar: GoogleCalendar, primary: string) {
  const zone = calendar.timeZone ? ` (${calendar.timeZone})` : '';
  return `${calendar.summary}${zone}${calendar.primary ? ` · ${primary}` : ''}`;
}

/**
 * /my-company/calendar's Google Calendar section (ADR 044): an owner connects an account, then chooses
 * a calendar for appointments and one for the jobs' moves; a platform admin acting for the company
 * manages the choice but cannot connect.
 */
export function GoogleCalendarSection({
  goTo = (url) => window.location.assign(url),
}: {
  /** Leaves the app for Google's consent page. */
  goTo?: (url: string) => void;
}) {
  const { t } = useTranslation('google-calendar');
  const connection = useGoogleCalendarQuery();
  const acting = useActingCompanyId() !== null;
  const connect = useConnectGoogleCalendarMutation();
  const [outcome] = useState(outcomeOfAddress);
  const data = connection.data;

  const startConnect = () => connect.mutate(undefined, { onSuccess: ({ url }) => goTo(url) });

  const connectButton = (text: string) =>
    acting ? (
      <Text size="sm" c="dimmed">
        {t('adminCannotConnect')}
      </Text>
    ) : (
      <Group>
        <Button loading={connect.isPending} onClick={startConnect}>
          {text}
        </Button>
      </Group>
    );

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="google-calendar">
      <Stack gap="md">
        <Title order={2} size="h4" id="google-calendar">
          {t('section')}
        </Title>
        {outcome === 'connected' && data?.status === 'connected' && (
          <Alert color="green" variant="light">
            {t('outcome.connected')}
          </Alert>
        )}
        {(outcome === 'failed' || outcome === 'declined') && (
          <Alert color="orange" variant="light">
            {t(`outcome.${outcome}`)}
          </Alert>
        )}
        {data && !data.configured && <Text size="sm">{t('notConfigured')}</Text>}
        {data?.configured && (
          <>
            <Text size="sm">{t('explain')}</Text>
            {data.status === null && (
              <>
                <Text size="sm" fw={500}>
                  {t('notConnected')}
                </Text>
                {connectButton(t('connect'))}
              </>
            )}
            {data.status === 'broken' && (
              <Alert color="red" variant="light" title={t('broken.title')}>
                <Stack gap="xs">
                  <Text size="sm">{t('broken.text', { account: data.accountEmail })}</Text>
                  {connectButton(t('reconnect'))}
                </Stack>
              </Alert>
            )}
            {data.status === 'connected' && (
              <Text size="sm" fw={500}>
                {t('connectedAs', { account: data.accountEmail })}
              </Text>
            )}
            {data.status === 'connected' && (
              <Selection
                key={`${data.appointmentsCalendarId}|${data.contractsCalendarId}`}
                appointmentsCalendarId={data.appointmentsCalendarId}
                contractsCalendarId={data.contractsCalendarId}
              />
            )}
            {data.status !== null && <Disconnect />}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function Selection(props: { appointmentsCalendarId: string | null; contractsCalendarId: string | null }) {
  const { t } = useTranslation('google-calendar');
  const calendars = useGoogleCalendarsQuery(true);
  const save = useSaveGoogleCalendarSelectionMutation();
  const [appointments, setAppointments] = useState(props.appointmentsCalendarId);
  const [contracts, setContracts] = useState(props.contractsCalendarId);
  const options = (calendars.data?.items ?? []).map((calendar) => ({
    value: calendar.id,
    label: label(calendar, t('primary')),
  }));
  const unchanged = appointments === props.appointmentsCalendarId && contracts === props.contractsCalendarId;
  return (
    <Stack gap="sm">
      {calendars.isError && (
        <Alert color="orange" variant="light">
          {t('calendarsFailed')}
        </Alert>
      )}
      <Select
        label={t('appointmentsCalendar')}
        description={t('appointmentsHint')}
        placeholder={t('none')}
        data={options}
        value={appointments}
        onChange={setAppointments}
        clearable
        searchable
        disabled={!calendars.data}
      />
      <Select
        label={t('contractsCalendar')}
        description={t('contractsHint')}
        placeholder={t('none')}
        data={options}
        value={contracts}
        onChange={setContracts}
        clearable
        searchable
        disabled={!calendars.data}
      />
      <Group>
        <Button
          loading={save.isPending}
          disabled={unchanged || !calendars.data}
          onClick={() =>
            save.mutate(
              { appointmentsCalendarId: appointments, contractsCalendarId: contracts },
              { onSuccess: () => toast('success', t('saved')) },
            )
          }
        >
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}

function Disconnect() {
  const { t } = useTranslation('google-calendar');
  const disconnect = useDisconnectGoogleCalendarMutation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Group>
        <Button variant="default" color="red" onClick={() => setConfirming(true)}>
          {t('disconnect')}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={t('disconnectTitle')}
        confirmLabel={t('disconnect')}
        confirmColor="red"
        pending={disconnect.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast('success', t('disconnected'));
            },
          })
        }
      >
        {t('disconnectText')}
      </ConfirmModal>
    </>
  );
}
