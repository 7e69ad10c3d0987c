import type { Contract } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { Facts } from './job-section.tsx';

/** The job at a glance: customer, move date, own status, created. The rest has its own sections. */
export function ContractSummaryFields({
  contract,
  timeZone,
}: {
  contract: Contract;
  timeZone: string | undefined;
}) {
  const { t } = useTranslation('contracts');
  const language = currentLanguage();
  const start = contract.relocationStartAt;
  return (
    <Facts
      facts={[
        [
          t('fields.customer'),
          <>
            <AnchorLink to="/customers/$id" params={{ id: contract.customer._id }}>
              {contract.customer.name}
            </AnchorLink>
            {contract.customer.email ? ` · ${contract.customer.email}` : ''}
          </>,
        ],
        [t('fields.moveDate'), start ? formatDateTime(start, language, timeZone) : '—'],
        [t('job-page:fields.customStatus'), contract.customStatus?.name],
        [t('fields.createdAt'), formatDate(contract.createdAt, language, timeZone)],
      ]}
    />
  );
}
