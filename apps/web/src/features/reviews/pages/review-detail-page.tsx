import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { PLATFORM_TIME_ZONE, REVIEW_AREAS } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '../../../components/details-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { AnchorLink, BackLink } from '../../../components/router-links.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useReviewQuery } from '../api.ts';
import { Stars } from '../components/stars.tsx';

const route = getRouteApi('/_company/reviews/$id');

/** One review: who was asked when, and each area's stars and comment as the customer gave them. */
export function ReviewDetailPage() {
  const { t } = useTranslation('reviews');
  const { id } = route.useParams();
  const review = useReviewQuery(id);
  const timeZone = useSession((state) => state.currentCompany?.timeZone) ?? PLATFORM_TIME_ZONE;
  const language = currentLanguage();
  usePageTitle(t('detailTitle'));
  const backToList = <BackLink to="/reviews">{t('title')}</BackLink>;
  const when = (value: string | null) => (value ? formatDateTime(value, language, timeZone) : null);

  return (
    <RecordPage query={review} back={backToList}>
      {(record) => (
        <Stack gap="lg" maw={900}>
          <PageHeader back={backToList} title={`${t('detailTitle')} · ${record.customerName}`} />
          <DetailsList
            rows={[
              [t('fields.customer'), record.customerName],
              [
                t('fields.job'),
                record.contractId && record.contractNumber !== null ? (
                  <AnchorLink key="job" to="/contracts/$id" params={{ id: record.contractId }}>
                    {t('jobLabel', { number: record.contractNumber })}
                  </AnchorLink>
                ) : null,
              ],
              [
                t('fields.appointment'),
                record.appointmentId ? (
                  <AnchorLink key="appointment" to="/appointments/$id" params={{ id: record.appointmentId }}>
                    {t('fields.appointment')}
                  </AnchorLink>
                ) : null,
              ],
              [t('fields.recipient'), record.recipient],
              [t('fields.language'), t(`languages.${record.language}`)],
              [t('fields.requestedAt'), when(record.requestedAt)],
              [t('fields.remindedAt'), when(record.remindedAt)],
              [t('funnel.requestedBy'), record.automatic ? t('funnel.automatic') : t('funnel.manual')],
              [t('fields.submittedAt'), when(record.submittedAt) ?? t('open')],
              [
                t('fields.average'),
                record.submittedAt ? <Stars key="average" value={record.average} /> : null,
              ],
              [t('funnel.alertedAt'), when(record.alertedAt)],
            ]}
          />
          {(record.followUp !== null || record.alertedAt !== null) && (
            <Paper withBorder p="lg" component="section" aria-labelledby="review-follow-up">
              <Title order={2} size="h4" id="review-follow-up" mb="xs">
                {t('funnel.followUp')}
              </Title>
              {record.followUp === null ? (
                <Text c="dimmed">{t('funnel.followUpNone')}</Text>
              ) : (
                <>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{record.followUp}</Text>
                  {record.followUpAt && (
                    <Text size="sm" c="dimmed" mt="xs">
                      {when(record.followUpAt)}
                    </Text>
                  )}
                </>
              )}
            </Paper>
          )}
          {record.submittedAt && (
            <Paper withBorder p="lg" component="section" aria-labelledby="review-answers">
              <Title order={2} size="h4" id="review-answers" mb="md">
                {t('answers')}
              </Title>
              <Table verticalSpacing="sm">
                <Table.Tbody>
                  {REVIEW_AREAS.map((area) => (
                    <Table.Tr key={area}>
                      <Table.Th scope="row" w={260}>
                        {t(`areas.${area}`)}
                      </Table.Th>
                      <Table.Td>
                        {record.areas[area].rating === null ? (
                          <Text c="dimmed" size="sm">
                            {t('notRated')}
                          </Text>
                        ) : (
                          <Stars value={record.areas[area].rating} />
                        )}
                        {record.areas[area].comment && <Text size="sm">{record.areas[area].comment}</Text>}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Title order={3} size="h5" mt="md" mb="xs">
                {t('fields.comment')}
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{record.comment ?? '–'}</Text>
            </Paper>
          )}
        </Stack>
      )}
    </RecordPage>
  );
}
