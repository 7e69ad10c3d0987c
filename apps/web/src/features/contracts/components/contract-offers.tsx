import { Badge, EmptyState, Loader, Table } from '@mantine/core';
import type { OfferState } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { SignedBadge } from '../../offers/index.ts';
import { useContractOffersQuery } from '../api.ts';

const COLORS: Record<OfferState, string> = {
  open: 'yellow',
  accepted: 'green',
  rejected: 'red',
  expired: 'gray',
  replaced: 'gray',
};

/** The offers sent for this job, newest first (refetched when an offer event arrives). */
export function ContractOffers({ contractId }: { contractId: string }) {
  const { t } = useTranslation('contracts');
  const offers = useContractOffersQuery(contractId);
  const language = currentLanguage();
  // In the company's time zone, like the rest of the job page.
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const items = offers.data?.items;
  if (!items) return <Loader size="sm" aria-label={t('common:loading')} />;
  if (items.length === 0) return <EmptyState size="sm" py="md" description={t('offers.empty')} />;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t('offers.title')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('offers.sentAt')}</Table.Th>
            <Table.Th>{t('offer.recipient')}</Table.Th>
            <Table.Th>{t('offer.language')}</Table.Th>
            <Table.Th>{t('offer.validUntil')}</Table.Th>
            <Table.Th>{t('fields.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((offer) => (
            <Table.Tr key={offer._id}>
              <Table.Td>
                <AnchorLink to="/offers/$id" params={{ id: offer._id }}>
                  {formatDateTime(offer.createdAt, language, timeZone)}
                </AnchorLink>
              </Table.Td>
              <Table.Td>{offer.recipient}</Table.Td>
              <Table.Td>{t(`offer.languages.${offer.language}`)}</Table.Td>
              <Table.Td>{formatDate(offer.validUntil, language)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={COLORS[offer.state]}>
                  {t(`offers.state.${offer.state}`)}
                </Badge>{' '}
                <SignedBadge signature={offer.signature} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
