import { Grid, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { customerDisplayName, GENDERS } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomersQuery } from '../../../customers/index.ts';
import { TextField } from '../fields.tsx';
import type { ContractForm } from '../use-contract-form.ts';

/** Pick a customer by searching the company's customers (name, number, e-mail …), or create one. */
export function CustomerSection({ form, allowNew }: { form: ContractForm; allowNew: boolean }) {
  const { t } = useTranslation('contract-editor');
  const { values } = form;
  return (
    <Stack gap="md">
      {allowNew && (
        <SegmentedControl
          aria-label={t('customer.mode')}
          value={values.customerMode}
          onChange={(mode) => form.set('customerMode', mode)}
          data={[
            { value: 'existing', label: t('customer.existing') },
            { value: 'new', label: t('customer.new') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {values.customerMode === 'existing' ? (
        <CustomerPicker form={form} />
      ) : (
        <NewCustomerFields form={form} />
      )}
    </Stack>
  );
}

function CustomerPicker({ form }: { form: ContractForm }) {
  const { t } = useTranslation('contract-editor');
  const [search, setSearch] = useState('');
  const { customerId, customerName } = form.values;
  // Picking a customer writes its name into the search box: that is no new search.
  const [query] = useDebouncedValue(search === customerName ? '' : search.trim(), 250);
  const customers = useCustomersQuery({ q: query || undefined, pageSize: 20 });
  const options = (customers.data?.items ?? []).map((customer) => ({
    value: customer._id,
    label: `${customerDisplayName(customer)} (${customer.number})${customer.city ? ` · ${customer.city}` : ''}`,
  }));
  // The picked customer stays an option while the search shows others.
  if (customerId && !options.some((option) => option.value === customerId)) {
    options.unshift({ value: customerId, label: customerName });
  }
  return (
    <Select
      label={t('customer.pick')}
      placeholder={t('customer.searchPlaceholder')}
      name="customerId"
      required
      searchable
      clearable
      data={options}
      value={customerId}
      onChange={(value, option) => {
        form.set('customerId', value);
        form.set('customerName', option?.label ?? '');
        // The customer's address is where a move usually starts: carried into an empty move-out address.
        const picked = customers.data?.items.find((customer) => customer._id === value);
        const moveOut = form.values.moveOut;
        if (picked && !moveOut.street && !moveOut.zipCode && !moveOut.city) {
          form.set('moveOut.street', picked.street ?? '');
          form.set('moveOut.streetNumber', picked.streetNumber ?? '');
          form.set('moveOut.zipCode', picked.zipCode ?? '');
          form.set('moveOut.city', picked.city ?? '');
          form.set('moveOut.country', picked.country);
        }
      }}
      onSearchChange={setSearch}
      // The server searched already; the list shows what it answered.
      filter={({ options: all }) => all}
      nothingFoundMessage={customers.isFetching ? t('customer.searching') : t('customer.noneFound')}
      error={form.error('customerId')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function NewCustomerFields({ form }: { form: ContractForm }) {
  const { t } = useTranslation('customers');
  const customer = form.values.newCustomer;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Select
          label={t('fields.gender')}
          name="newCustomer.gender"
          data={[
            ...GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) })),
            { value: 'NONE', label: t('gender.none') },
          ]}
          value={customer.gender || 'NONE'}
          onChange={(value) => form.set('newCustomer.gender', value === 'NONE' ? '' : (value ?? ''))}
          allowDeselect={false}
          error={form.error('newCustomer.gender')}
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextField form={form} path="newCustomer.firstName" label={t('fields.firstName')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('fields.lastName')}
          name="newCustomer.lastName"
          required
          autoComplete="off"
          value={customer.lastName}
          onChange={(event) => form.set('newCustomer.lastName', event.currentTarget.value)}
          error={form.error('newCustomer.lastName')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextField form={form} path="newCustomer.email" label={t('fields.email')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextField form={form} path="newCustomer.phone" label={t('fields.phone')} />
      </Grid.Col>
      <Grid.Col span={12}>
        {/* A company name makes the customer a company (the customer page has the full form). */}
        <TextInput
          label={t('fields.companyName')}
          description={t('customer.companyHint', { ns: 'contract-editor' })}
          name="newCustomer.companyName"
          autoComplete="off"
          value={customer.companyName}
          onChange={(event) => {
            const name = event.currentTarget.value;
            form.set('newCustomer.companyName', name);
            form.set('newCustomer.customerType', name.trim() ? 'COMPANY' : 'PERSON');
          }}
          error={form.error('newCustomer.companyName')}
        />
      </Grid.Col>
    </Grid>
  );
}
