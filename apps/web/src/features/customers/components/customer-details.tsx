import { DataList, Paper, SimpleGrid, Title } from '@mantine/core';
import type { Customer } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../lib/countries.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';

interface CustomerDetailsProps {
  customer: Customer;
}

const EMPTY = '–';

/** Every field of the customer, in two groups: the person and the address. */
export function CustomerDetails({ customer }: CustomerDetailsProps) {
  const { t } = useTranslation('customers');
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const street = [customer.street, customer.streetNumber].filter(Boolean).join(' ');
  const place = [customer.zipCode, customer.city].filter(Boolean).join(' ');

  const item = (label: string, value: string | null | undefined) => (
    <DataList.Item key={label}>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value || EMPTY}</DataList.ItemValue>
    </DataList.Item>
  );

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="md">
          {t('sections.person')}
        </Title>
        <DataList labelWidth={140}>
          {item(t('fields.number'), String(customer.number))}
          {item(t('fields.customerType'), t(`types.${customer.customerType}`))}
          {customer.customerType === 'COMPANY' && item(t('fields.companyName'), customer.companyName)}
          {item(t('fields.gender'), customer.gender ? t(`gender.${customer.gender}`) : null)}
          {item(t('fields.firstName'), customer.firstName)}
          {item(t('fields.lastName'), customer.lastName)}
          {item(t('fields.email'), customer.email)}
          {item(t('fields.phone'), customer.phone)}
        </DataList>
      </Paper>
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="md">
          {t('sections.address')}
        </Title>
        <DataList labelWidth={140}>
          {item(t('fields.street'), street)}
          {item(t('fields.city'), place)}
          {item(t('fields.country'), countryName(customer.country, language))}
          {item(t('fields.origin'), customer.origin)}
          {item(t('fields.createdBy'), customer.createdBy?.name)}
          {item(t('fields.createdAt'), formatDateTime(customer.createdAt, language, timeZone))}
        </DataList>
      </Paper>
    </SimpleGrid>
  );
}
