import { Table, Text } from '@mantine/core';
import { PLATFORM_TIME_ZONE } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { RecordSection } from '../../../components/record-section.tsx';
import { AnchorLink, ButtonLink } from '../../../components/router-links.tsx';
import { formatDate } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useMediaSessionsQuery } from '../api.ts';
import { MediaCover } from './media-cover.tsx';

type RecordMediaProps =
  | { contractId: string; customerId?: undefined }
  | { customerId: string; contractId?: undefined };

/**
 * A job's or a customer's media sessions, newest first, with "New media session" that starts linked
 * to it (issue 18: the photos of a viewing, the inventory, damage, from the job's and the customer's page).
 */
export function RecordMedia(props: RecordMediaProps) {
  const { t } = useTranslation('media');
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone) ?? PLATFORM_TIME_ZONE;
  const filter = props.contractId ? { contractId: props.contractId } : { customerId: props.customerId };
  const list = useMediaSessionsQuery({ ...filter, pageSize: 10 });

  return (
    <RecordSection
      id="record-media"
      title={t('title')}
      action={
        <ButtonLink size="xs" variant="light" to="/media/new" search={filter}>
          {t('new')}
        </ButtonLink>
      }
      items={list.data?.items}
      emptyText={t('none')}
      rows={(items) =>
        items.map((session) => (
          <Table.Tr key={session._id}>
            <Table.Td w={56}>
              <MediaCover session={session} size={40} />
            </Table.Td>
            <Table.Td>
              <AnchorLink to="/media/$id" params={{ id: session._id }} fw={500}>
                {session.title}
              </AnchorLink>
              <Text size="xs" c="dimmed">
                {t(`kinds.${session.kind}`)} · {t('itemCount', { count: session.itemCount })}
              </Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatDate(session.createdAt, language, timeZone)}
            </Table.Td>
          </Table.Tr>
        ))
      }
      more={
        (list.data?.total ?? 0) > (list.data?.items.length ?? 0) && (
          <AnchorLink to="/media" search={filter} size="sm">
            {t('all', { count: list.data?.total })}
          </AnchorLink>
        )
      }
    />
  );
}
