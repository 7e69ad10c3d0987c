import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { Offer } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { MailDeliveryBadge } from '../../../components/mail-delivery-badge.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { SortableTh } from '../../../components/sortable-th.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import type { OfferSort } from '../api.ts';
import { OfferStateBadge } from './offer-state-badge.tsx';
import { ResendOfferButton } from './resend-offer-button.tsx';
import { SignedBadge } from './signed-badge.tsx';

interface OffersTableProps {
  offers: Offer[] | undefined;
  sort: string;
  onSort: (column: OfferSort) => void;
  label: string;
}

const COLUMNS = 9;

/** The offers of one page: each links to its detail, its job and its customer. */
export function OffersTable({ offers, sort, onSort, label }: OffersTableProps) {
  const { t } = useTranslation(['offers', 'followUps']);
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const sortBy = (column: string) => onSort(column as OfferSort);
  const when = (value: string | null) => (value ? formatDateTime(value, language, timeZone) : '—');
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={label} aria-busy={!offers}>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="contractNumber" sort={sort} onSort={sortBy}>
              {t('fields.contract')}
            </SortableTh>
            <Table.Th>{t('fields.state')}</Table.Th>
            <SortableTh column="customerName" sort={sort} onSort={sortBy}>
              {t('fields.customerAndRecipient')}
            </SortableTh>
            <SortableTh column="createdAt" sort={sort} onSort={sortBy}>
              {t('fields.sentAt')}
            </SortableTh>
            <SortableTh column="validUntil" sort={sort} onSort={sortBy}>
              {t('fields.validUntil')}
            </SortableTh>
            <Table.Th>{t('fields.firstViewedAt')}</Table.Th>
            <SortableTh column="acceptedAt" sort={sort} onSort={sortBy}>
              {t('fields.answeredAt')}
            </SortableTh>
            <Table.Th>{t('fields.mailStatus')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('followUps:followUp')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        {offers ? (
          <Table.Tbody>
            {offers.map((offer) => (
              <Table.Tr key={offer._id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <AnchorLink to="/offers/$id" params={{ id: offer._id }} fw={500}>
                    {t('contractNumber', { number: offer.contractNumber })}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>
                  <OfferStateBadge state={offer.state} /> <SignedBadge signature={offer.signature} />
                  {offer.remindedAt && (
                    <Text size="xs" c="dimmed">
                      {t('followUps:reminded', { date: when(offer.remindedAt) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <AnchorLink to="/customers/$id" params={{ id: offer.customerId }}>
                    {offer.customerName}
                  </AnchorLink>
                  <Text size="xs" c="dimmed">
                    {offer.recipient}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(offer.createdAt)}</Table.Td>
                <Table.Td c={offer.state === 'expired' ? 'red' : undefined}>
                  {formatDate(offer.validUntil, language, 'UTC')}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {offer.firstViewedAt ? (
                    <>
                      {when(offer.firstViewedAt)}
                      <Text size="xs" c="dimmed">
                        {t('views', { count: offer.viewCount })}
                      </Text>
                    </>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('notViewed')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {when(offer.acceptedAt ?? offer.rejectedAt)}
                </Table.Td>
                <Table.Td>
                  <MailDeliveryBadge status={offer.mailStatus} />
                </Table.Td>
                <Table.Td>{offer.state === 'expired' && <ResendOfferButton offer={offer} />}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        ) : (
          <TableSkeleton columns={COLUMNS} />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
