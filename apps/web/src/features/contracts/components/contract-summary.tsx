import { SimpleGrid, Text } from '@mantine/core';
import type { Contract } from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatDate, formatTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';

type Address = NonNullable<Contract['moveOut']>;

function addressLines(address: Address | null): string {
  if (!address) return '—';
  const street = [address.street, address.streetNumber].filter(Boolean).join(' ');
  const place = [address.zipCode, address.city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ') || '—';
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

/** The job's main facts: customer, dates, addresses, people. */
export function ContractSummaryFields({ contract }: { contract: Contract }) {
  const { t } = useTranslation('contracts');
  const language = currentLanguage();
  const start = contract.relocationStartAt;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Field label={t('fields.customer')}>
        <AnchorLink to="/customers/$id" params={{ id: contract.customer._id }}>
          {contract.customer.name}
        </AnchorLink>
        {contract.customer.email ? ` · ${contract.customer.email}` : ''}
      </Field>
      <Field label={t('fields.moveDate')}>
        {start ? `${formatDate(start, language)} ${formatTime(start, language)}` : '—'}
      </Field>
      <Field label={t('fields.moveOut')}>{addressLines(contract.moveOut)}</Field>
      <Field label={t('fields.moveIn')}>{addressLines(contract.moveIn)}</Field>
      <Field label={t('fields.workers')}>{contract.relocationDetails?.workers ?? '—'}</Field>
      <Field label={t('fields.createdAt')}>{formatDate(contract.createdAt, language)}</Field>
      {contract.additionalDetails && (
        <Field label={t('fields.additionalDetails')}>{contract.additionalDetails}</Field>
      )}
    </SimpleGrid>
  );
}
