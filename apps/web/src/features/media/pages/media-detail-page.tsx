import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PLATFORM_TIME_ZONE } from '@maxer/domain';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteRecordButton } from '../../../components/delete-record-button.tsx';
import { DetailsList } from '../../../components/details-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { AnchorLink, BackLink } from '../../../components/router-links.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useDeleteMediaSessionMutation, useMediaSessionQuery } from '../api.ts';
import { MediaItems } from '../components/media-items.tsx';
import { MediaShareSection } from '../components/media-share.tsx';
import { MediaUploader } from '../components/media-uploader.tsx';

const route = getRouteApi('/_company/media/$id');

/**
 * One media session (spec §2: no edit of the session itself): what it is of, its files as thumbnails
 * with captions, adding and removing files, sharing it with the customer, and its comments (the
 * comments feature's thread, put in by the route; ADR 049).
 */
export function MediaDetailPage({ comments }: { comments?: (sessionId: string) => ReactNode }) {
  const { t } = useTranslation('media');
  const { id } = route.useParams();
  const session = useMediaSessionQuery(id);
  const remove = useDeleteMediaSessionMutation();
  const navigate = useNavigate();
  const timeZone = useSession((state) => state.currentCompany?.timeZone) ?? PLATFORM_TIME_ZONE;
  const language = currentLanguage();
  usePageTitle(session.data?.title ?? t('detailTitle'));
  const backToList = <BackLink to="/media">{t('title')}</BackLink>;

  return (
    <RecordPage query={session} back={backToList} maw={1200}>
      {(record) => (
        <Stack gap="lg">
          <PageHeader
            back={backToList}
            title={
              <Group gap="sm">
                <span>{record.title}</span>
                <Badge variant="light">{t(`kinds.${record.kind}`)}</Badge>
              </Group>
            }
            actions={
              <DeleteRecordButton
                title={t('deleteTitle')}
                onDelete={async () => {
                  await remove.mutateAsync(record._id);
                  toast('success', t('deleted'));
                  await navigate({ to: '/media' });
                }}
              >
                {t('deleteText', { count: record.itemCount })}
              </DeleteRecordButton>
            }
          />
          <DetailsList
            rows={[
              [
                t('fields.contract'),
                record.contract ? (
                  <AnchorLink key="job" to="/contracts/$id" params={{ id: record.contract._id }}>
                    {t('jobLabel', { number: record.contract.number })}
                  </AnchorLink>
                ) : null,
              ],
              [
                t('fields.customer'),
                record.customer ? (
                  <AnchorLink key="customer" to="/customers/$id" params={{ id: record.customer._id }}>
                    {record.customer.name}
                  </AnchorLink>
                ) : null,
              ],
              [
                t('fields.note'),
                record.note ? (
                  <Text key="note" style={{ whiteSpace: 'pre-wrap' }}>
                    {record.note}
                  </Text>
                ) : null,
              ],
              [t('fields.createdAt'), formatDateTime(record.createdAt, language, timeZone)],
            ]}
          />
          <MediaUploader sessionId={record._id} />
          <Paper withBorder p="lg" component="section" aria-labelledby="media-items">
            <Title order={2} size="h4" id="media-items" mb="md">
              {t('items.title', { count: record.items.length })}
            </Title>
            <MediaItems sessionId={record._id} items={record.items} timeZone={timeZone} />
          </Paper>
          <MediaShareSection session={record} timeZone={timeZone} />
          {comments?.(record._id)}
        </Stack>
      )}
    </RecordPage>
  );
}
