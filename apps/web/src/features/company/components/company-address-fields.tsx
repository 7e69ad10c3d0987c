import { Grid, Paper, Select, Text, TextInput, Title } from '@mantine/core';
import { type ChangeEvent, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../../lib/countries.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { type AddressPartProps, AddressSearch, fillAddress, PostcodeTownFields } from '../../places/index.ts';
import type { CompanyAddressField, CompanyFormValues } from '../company-form-values.ts';

interface CompanyAddressFieldsProps {
  values: CompanyFormValues;
  setValue: (field: CompanyAddressField, value: string) => void;
  errors: Readonly<Record<string, ReactNode>>;
}

/** The company's postal address (decision 014), laid out as a customer's: the QR-bill's payee. */
export function CompanyAddressFields({ values, setValue, errors }: CompanyAddressFieldsProps) {
  const { t } = useTranslation('company');
  const language = currentLanguage();
  const countries = useMemo(() => countryOptions(language), [language]);
  const text = (field: Exclude<CompanyAddressField, 'country'>) => ({
    label: t(`fields.${field}`),
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.currentTarget.value),
    error: errors[field],
    autoComplete: 'off',
  });
  const part = (field: 'zipCode' | 'city'): AddressPartProps => ({
    label: t(`fields.${field}`),
    name: field,
    value: values[field],
    onChange: (value) => setValue(field, value),
    error: errors[field],
  });

  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb={4}>
        {t('sections.address')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('hints.address')}
      </Text>
      <Grid gap="md">
        <AddressSearch onPick={(place) => fillAddress(place, setValue)} />
        <Grid.Col span={{ base: 8, sm: 9 }}>
          <TextInput {...text('street')} />
        </Grid.Col>
        <Grid.Col span={{ base: 4, sm: 3 }}>
          <TextInput {...text('streetNumber')} />
        </Grid.Col>
        <PostcodeTownFields
          country={values.country}
          zipCode={part('zipCode')}
          city={part('city')}
          zipSpan={{ base: 4, sm: 3 }}
          citySpan={{ base: 8, sm: 9 }}
        />
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('fields.country')}
            data={countries}
            value={values.country}
            onChange={(value) => setValue('country', value ?? values.country)}
            searchable
            allowDeselect={false}
            error={errors.country}
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
