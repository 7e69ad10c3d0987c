import { Button, Center, Group, Loader, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import type { SessionInfo } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { SESSIONS_PAGE_SIZE, useRevokeOtherSessionsMutation, useSessionsQuery } from '../api.ts';
import { RevokeSessionModal } from '../components/revoke-session-modal.tsx';
import { SessionsTable } from '../components/sessions-table.tsx';

const route = getRouteApi('/_company/active-sessions');

/** The signed-in person's sessions ("login tokens"): where they are signed in, and a way to end them. */
export function ActiveSessionsPage() {
  const { t } = useTranslation('sessions');
  usePageTitle(t('title'));
  const { page = 1 } = route.useSearch();
  const navigate = route.useNavigate();
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const sessions = useSessionsQuery(page);
  const [toRevoke, setToRevoke] = useState<SessionInfo | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);
  const endOthers = useRevokeOtherSessionsMutation();
  const others = sessions.data ? sessions.data.total - 1 : 0;
  const pages = sessions.data ? Math.ceil(sessions.data.total / SESSIONS_PAGE_SIZE) : 0;

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" mt="xs">
            {t('intro')}
          </Text>
        </div>
        {others > 0 && (
          <Button variant="light" color="red" onClick={() => setEndingOthers(true)}>
            {t('endOthers')}
          </Button>
        )}
      </Group>
      <Paper withBorder p="md">
        {sessions.data ? (
          <SessionsTable sessions={sessions.data.items} timeZone={timeZone} onRevoke={setToRevoke} />
        ) : sessions.isPending ? (
          <Center p="lg">
            <Loader size="sm" aria-label={t('common:loading')} />
          </Center>
        ) : null}
      </Paper>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={(next) => void navigate({ search: { page: next } })}
        />
      )}
      <RevokeSessionModal session={toRevoke} timeZone={timeZone} onClose={() => setToRevoke(null)} />
      <ConfirmModal
        opened={endingOthers}
        title={t('endOthersConfirm.title')}
        confirmLabel={t('endOthersConfirm.confirm')}
        confirmColor="red"
        pending={endOthers.isPending}
        onClose={() => setEndingOthers(false)}
        onConfirm={() =>
          endOthers.mutate(undefined, {
            onSuccess: ({ ended }) => {
              setEndingOthers(false);
              toast('success', t('endedOthers', { count: ended }));
            },
          })
        }
      >
        {t('endOthersConfirm.text')}
      </ConfirmModal>
    </Stack>
  );
}
