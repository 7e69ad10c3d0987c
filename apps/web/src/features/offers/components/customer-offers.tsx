import { EmptyState, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatDate } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useOffersQuery } from '../api.ts';
import { OfferStateBadge } from './offer-state-badge.tsx';

/** The offers sent to the customer, newest first; a link to all of them in the offer list. */
export function CustomerOffers({ customerId }: { customerId: string }) {
  const { t } = useTranslation('customers');
  const offers = useOffersQuery({ customerId, pageSize: 10 });
  const language = currentLanguage();
  const items = offers.data?.items;
  if (!items) return <Loader size="sm" my="md" aria-label={t('common:loading')} />;
  if (items.length === 0) return <EmptyState size="sm" py="md" description={t('related.offers')} />;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="xs" aria-label={t('sections.offers')}>
          <Table.Tbody>
            {items.map((offer) => (
              <Table.Tr key={offer._id}>
                <Table.Td>
                  <AnchorLink to="/offers/$id" params={{ id: offer._id }} fw={500}>
                    {t('offers:contractNumber', { number: offer.contractNumber })}
                  </AnchorLink>
                  <Text size="xs" c="dimmed">
                    {t('offers:fields.validUntil')} {formatDate(offer.validUntil, language, 'UTC')}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <OfferStateBadge state={offer.state} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(offers.data?.total ?? 0) > items.length && (
        <AnchorLink to="/offers" search={{ customerId }} size="sm">
          {t('offers:customer.all', { count: offers.data?.total })}
        </AnchorLink>
      )}
    </Stack>
  );
}
