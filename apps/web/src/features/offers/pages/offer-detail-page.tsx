import { SimpleGrid, Stack, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '../../../components/details-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { AnchorLink, BackLink } from '../../../components/router-links.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useOfferQuery } from '../api.ts';
import { OfferAcceptance } from '../components/offer-acceptance.tsx';
import { OfferMail } from '../components/offer-mail.tsx';
import { OfferStateBadge } from '../components/offer-state-badge.tsx';

const route = getRouteApi('/_company/offers/$id');

/** One offer: its facts, the views of its link, the acceptance record and its e-mail with events. */
export function OfferDetailPage() {
  const { t } = useTranslation('offers');
  const { id } = route.useParams();
  const offer = useOfferQuery(id);
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  usePageTitle(offer.data ? t('detailTitle', { number: offer.data.contractNumber }) : t('title'));
  const when = (value: string | null) => (value ? formatDateTime(value, language, timeZone) : null);
  const back = <BackLink to="/offers">{t('back')}</BackLink>;

  return (
    <RecordPage query={offer} back={back} maw={1200}>
      {(record) => (
        <>
          <PageHeader
            back={back}
            title={t('detailTitle', { number: record.contractNumber })}
            description={<OfferStateBadge state={record.state} />}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Stack gap="sm" component="section" aria-labelledby="offer-facts">
              <Title order={2} size="h4" id="offer-facts">
                {t('sections.facts')}
              </Title>
              <DetailsList
                rows={[
                  [t('fields.state'), <OfferStateBadge key="state" state={record.state} />],
                  [
                    t('fields.contract'),
                    <AnchorLink key="contract" to="/contracts/$id" params={{ id: record.contractId }}>
                      {t('contractNumber', { number: record.contractNumber })}
                    </AnchorLink>,
                  ],
                  [
                    t('fields.customer'),
                    <AnchorLink key="customer" to="/customers/$id" params={{ id: record.customerId }}>
                      {record.customerName}
                    </AnchorLink>,
                  ],
                  [t('fields.recipient'), record.recipient],
                  [t('fields.language'), t(`languages.${record.language}`)],
                  [t('fields.sentAt'), when(record.createdAt)],
                  [t('fields.validUntil'), formatDate(record.validUntil, language, 'UTC')],
                  [t('fields.acceptedAt'), when(record.acceptedAt)],
                  [t('fields.rejectedAt'), when(record.rejectedAt)],
                  ...(record.rejectedAt ? [[t('fields.rejectReason'), record.rejectReason] as const] : []),
                ]}
              />
              <Title order={2} size="h4" id="offer-views" mt="sm">
                {t('sections.views')}
              </Title>
              <DetailsList
                rows={[
                  [t('fields.firstViewedAt'), when(record.firstViewedAt) ?? t('notViewed')],
                  [t('fields.viewCount'), String(record.viewCount)],
                ]}
              />
            </Stack>
            <OfferMail offer={record} />
          </SimpleGrid>
          <OfferAcceptance offer={record} />
        </>
      )}
    </RecordPage>
  );
}
