import { Badge, Group, Loader, Text } from '@mantine/core';
import { type Contract, PRICED_SERVICES } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { contractGross } from '../../../lib/contract-gross.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useContractOffersQuery, useOfferDetailQuery } from '../api.ts';
import { type Fact, Facts, JobSection } from './job-section.tsx';

/**
 * What the customer accepted, as recorded with the acceptance (not the job as it is now): each
 * offered service chosen or declined, the accepted price, when, by whom, the terms agreement, and the
 * address and browser it came from.
 */
export function JobAccepted({ contract, timeZone }: { contract: Contract; timeZone: string | undefined }) {
  const { t } = useTranslation('job-page');
  const language = currentLanguage();
  const offers = useContractOffersQuery(contract._id);
  const acceptedOffer = offers.data?.items.find((offer) => offer.state === 'accepted') ?? null;
  const detail = useOfferDetailQuery(acceptedOffer?._id ?? null);
  if (!acceptedOffer) return null;
  const offer = detail.data;
  const acceptance = offer?.acceptance;
  if (!offer || !acceptance) {
    return (
      <JobSection id="job-accepted" title={t('sections.accepted')}>
        <Loader size="sm" aria-label={t('accepted.loading')} />
      </JobSection>
    );
  }
  // The job's price after an acceptance is the accepted one: its "offered" flags are the offer's.
  const offered = PRICED_SERVICES.filter(
    (service) => contract.price.services[service].offered || acceptance.acceptedServices.includes(service),
  );
  const snapshot = acceptance.snapshot;
  const facts: Fact[] = [
    [
      t('accepted.services'),
      <Group gap="xs" component="span" key="services">
        {offered.map((service) => {
          const chosen = acceptance.acceptedServices.includes(service);
          return (
            <Badge key={service} variant="light" color={chosen ? 'green' : 'gray'}>
              {t(`contracts:services.${service}`)}: {t(chosen ? 'accepted.chosen' : 'accepted.declined')}
            </Badge>
          );
        })}
      </Group>,
    ],
    [t('accepted.price'), contractGross(snapshot.grossLow, snapshot.grossHigh, snapshot.currency)],
    [t('accepted.at'), offer.acceptedAt ? formatDateTime(offer.acceptedAt, language, timeZone) : null],
    [
      t('accepted.by'),
      t('accepted.byCustomer', { customer: contract.customer.name, recipient: offer.recipient }),
    ],
    [t('accepted.terms'), t(acceptance.termsAccepted ? 'accepted.termsAgreed' : 'accepted.termsNotAgreed')],
    [t('accepted.origin'), [acceptance.ip, acceptance.userAgent].filter(Boolean).join('\n')],
  ];
  return (
    <JobSection id="job-accepted" title={t('sections.accepted')}>
      <Facts facts={facts} />
      <Text size="sm" mt="md">
        <AnchorLink to="/offers/$id" params={{ id: offer._id }}>
          {t('accepted.offer')}
        </AnchorLink>
      </Text>
    </JobSection>
  );
}
