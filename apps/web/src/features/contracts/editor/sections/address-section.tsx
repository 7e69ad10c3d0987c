import { Grid, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../../../lib/countries.ts';
import { currentLanguage } from '../../../../lib/language.ts';
import {
  type AddressPartProps,
  AddressSearch,
  fillAddress,
  PostcodeTownFields,
} from '../../../places/index.ts';
import { TextField } from '../fields.tsx';
import type { ContractForm } from '../use-contract-form.ts';

/** One address of the move: street, number, zip, city, country, floor, elevator. */
export function AddressSection({ form, which }: { form: ContractForm; which: 'moveOut' | 'moveIn' }) {
  const { t } = useTranslation('contract-editor');
  const language = currentLanguage();
  const countries = useMemo(() => countryOptions(language), [language]);
  const address = form.values[which];
  const field = (name: string) => `${which}.${name}`;
  const part = (name: 'zipCode' | 'city', label: string): AddressPartProps => ({
    label,
    name: field(name),
    value: address[name],
    onChange: (value) => form.set(field(name), value),
    error: form.error(field(name)),
  });
  return (
    <Grid gap="sm">
      <AddressSearch onPick={(place) => fillAddress(place, (name, value) => form.set(field(name), value))} />
      <Grid.Col span={{ base: 8, sm: 9 }}>
        <TextField form={form} path={field('street')} label={t('address.street')} />
      </Grid.Col>
      <Grid.Col span={{ base: 4, sm: 3 }}>
        <TextField form={form} path={field('streetNumber')} label={t('address.streetNumber')} />
      </Grid.Col>
      <PostcodeTownFields
        country={address.country}
        zipCode={part('zipCode', t('address.zipCode'))}
        city={part('city', t('address.city'))}
        zipSpan={{ base: 4, sm: 3 }}
        citySpan={{ base: 8, sm: 5 }}
      />
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Select
          label={t('address.country')}
          name={field('country')}
          data={countries}
          value={address.country}
          onChange={(value) => form.set(field('country'), value ?? address.country)}
          searchable
          allowDeselect={false}
          error={form.error(field('country'))}
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <TextField
          form={form}
          path={field('floor')}
          label={t('address.floor')}
          description={t('address.floorHint')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 8 }}>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${which}-elevator`}>
            {t('address.elevator')}
          </Text>
          <SegmentedControl
            aria-labelledby={`${which}-elevator`}
            value={address.elevator || 'unknown'}
            onChange={(value) => form.set(field('elevator'), value === 'unknown' ? '' : value)}
            data={[
              { value: 'yes', label: t('address.elevatorYes') },
              { value: 'no', label: t('address.elevatorNo') },
              { value: 'unknown', label: t('address.elevatorUnknown') },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
