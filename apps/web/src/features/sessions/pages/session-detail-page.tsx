import { Badge, Button } from '@mantine/core';
import type { SessionInfo } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { BackLink } from '../../../components/router-links.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSessionQuery } from '../api.ts';
import { RevokeSessionModal } from '../components/revoke-session-modal.tsx';
import { SessionDetails } from '../components/session-details.tsx';
import { browserLabel, deviceLabel } from '../session-labels.ts';

const route = getRouteApi('/_company/active-sessions/$id');

/** One active session in full (spec §2 /active-sessions/{id}), with a way to end it unless it is this one. */
export function SessionDetailPage() {
  const { t } = useTranslation('sessions');
  const { id } = route.useParams();
  const navigate = route.useNavigate();
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const session = useSessionQuery(id);
  const [toRevoke, setToRevoke] = useState<SessionInfo | null>(null);
  usePageTitle(session.data ? deviceLabel(session.data, t) : t('title'));

  const backToList = <BackLink to="/active-sessions">{t('title')}</BackLink>;

  return (
    <RecordPage query={session} back={backToList} maw={1100}>
      {(record) => (
        <>
          <PageHeader
            back={backToList}
            title={deviceLabel(record, t)}
            description={browserLabel(record, t)}
            actions={
              record.current ? (
                <Badge variant="light" color="green" size="lg">
                  {t('current')}
                </Badge>
              ) : (
                <Button variant="light" color="red" onClick={() => setToRevoke(record)}>
                  {t('revoke')}
                </Button>
              )
            }
          />
          <SessionDetails session={record} timeZone={timeZone} />
          <RevokeSessionModal
            session={toRevoke}
            timeZone={timeZone}
            onClose={() => setToRevoke(null)}
            onRevoked={() => void navigate({ to: '/active-sessions' })}
          />
        </>
      )}
    </RecordPage>
  );
}
