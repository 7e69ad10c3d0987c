import { Paper, Text, Title } from '@mantine/core';
import { ACCEPTED_STATUSES, type Contract } from '@maxer/domain';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-store.ts';
import { InventoryList } from '../../volume/index.ts';
import { useEditorCatalogue } from '../editor/use-editor-catalogue.ts';
import { ContractOffers } from './contract-offers.tsx';
import { ContractSummaryFields } from './contract-summary.tsx';
import { JobAccepted } from './job-accepted.tsx';
import { JobAnswers } from './job-answers.tsx';
import { JobDetails } from './job-details.tsx';
import { JobHistory } from './job-history.tsx';
import { JobLines } from './job-lines.tsx';
import { JobSection } from './job-section.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';

/**
 * A job's read-only sections, shared by the job page and the archived job's view (ADR 051): facts,
 * acceptance, details, lines, answers, price, offers, then what the page puts in (`children`), then
 * the history.
 */
export function JobReadSections({ contract, children }: { contract: Contract; children?: ReactNode }) {
  const { t } = useTranslation('contracts');
  // The editor's catalogue names what the job refers to by id (vehicles, own statuses) and gives the
  // company's time zone; the page shows the job without it while it loads or if it fails.
  const { catalogue } = useEditorCatalogue();
  const sessionTimeZone = useSession((state) => state.currentCompany?.timeZone);
  const timeZone = catalogue?.timeZone ?? sessionTimeZone;
  const vehicleNames = useMemo(
    () => (catalogue ? new Map(catalogue.vehicles.map((vehicle) => [vehicle.value, vehicle.label])) : null),
    [catalogue],
  );
  const accepted = ACCEPTED_STATUSES.includes(contract.status);
  return (
    <>
      <Paper withBorder p="lg" component="section" aria-labelledby="contract-facts">
        <Title order={2} size="h4" id="contract-facts" mb="md">
          {t('sections.facts')}
        </Title>
        <ContractSummaryFields contract={contract} timeZone={timeZone} />
      </Paper>
      {accepted && <JobAccepted contract={contract} timeZone={timeZone} />}
      <JobDetails contract={contract} vehicleNames={vehicleNames} timeZone={timeZone} />
      <JobLines contract={contract} />
      {contract.inventory.length > 0 && (
        <JobSection id="job-inventory" title={t('volume:editor.section')}>
          <InventoryList lines={contract.inventory} />
        </JobSection>
      )}
      <JobAnswers contract={contract} />
      <Paper withBorder p="lg" component="section" aria-labelledby="contract-price">
        <Title order={2} size="h4" id="contract-price" mb="md">
          {t('price.title')}
        </Title>
        {contract.priceBasis === 'accepted' && (
          <Text size="sm" c="dimmed" mb="sm">
            {t('price.acceptedNote')}
          </Text>
        )}
        <PriceBreakdown price={contract.price} />
      </Paper>
      <Paper withBorder p="lg" component="section" aria-labelledby="contract-offers">
        <Title order={2} size="h4" id="contract-offers" mb="md">
          {t('offers.title')}
        </Title>
        <ContractOffers contractId={contract._id} />
      </Paper>
      {children}
      <JobSection id="job-history" title={t('job-page:sections.history')}>
        <JobHistory
          contractId={contract._id}
          timeZone={timeZone}
          statusName={(statusId) =>
            catalogue?.statuses.find((status) => status._id === statusId)?.name ??
            (contract.customStatus?._id === statusId ? contract.customStatus.name : '?')
          }
        />
      </JobSection>
    </>
  );
}
