import { Grid, Group, Paper, Radio, Select, Stack, TextInput, Title } from '@mantine/core';
import { type CustomerValues, customerInputSchema, GENDERS } from '@maxer/domain';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { countryOptions } from '../../../lib/countries.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { AddressSearch, fillAddress, PostcodeTownFields } from '../../places/index.ts';
import { type CustomerFormValues, customerInput, EMPTY_CUSTOMER } from '../customer-form-values.ts';

interface CustomerFormProps {
  initial?: CustomerFormValues;
  submitLabel: string;
  /** Save; a refusal with field errors puts them on the fields. */
  onSubmit: (values: CustomerValues) => Promise<unknown>;
  pending: boolean;
  cancel: ReactNode;
  /** What is edited (`customer:new`, `customer:<id>`): unsaved changes survive an ended session. */
  draft?: string;
}

/** Every customer field of spec §3, checked with the API's schema before it is sent. */
export function CustomerForm({
  initial = EMPTY_CUSTOMER,
  submitLabel,
  onSubmit,
  pending,
  cancel,
  draft,
}: CustomerFormProps) {
  const { t } = useTranslation('customers');
  const language = currentLanguage();
  // The toast tells what went wrong; the fields show where.
  const { form, submit, formRef, field } = useSchemaForm({
    schema: customerInputSchema,
    initialValues: initial,
    toInput: customerInput,
    onSubmit,
    pending,
    draft,
  });
  const { values, errors } = form;
  const countries = useMemo(() => countryOptions(language), [language]);

  const text = (name: Exclude<keyof CustomerFormValues, 'gender' | 'customerType' | 'country'>) => ({
    ...field(name),
    label: t(`fields.${name}`),
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="md">
            {t('sections.person')}
          </Title>
          <Grid gap="md">
            <Grid.Col span={12}>
              <Radio.Group
                label={t('fields.customerType')}
                value={values.customerType}
                onChange={(value) =>
                  form.setFieldValue('customerType', value === 'COMPANY' ? 'COMPANY' : 'PERSON')
                }
                error={errors.customerType}
              >
                <Group mt={6} gap="lg">
                  <Radio value="PERSON" label={t('types.PERSON')} />
                  <Radio value="COMPANY" label={t('types.COMPANY')} />
                </Group>
              </Radio.Group>
            </Grid.Col>
            {values.customerType === 'COMPANY' && (
              <Grid.Col span={12}>
                <TextInput {...text('companyName')} required autoComplete="organization" />
              </Grid.Col>
            )}
            <Grid.Col span={12}>
              <Radio.Group
                label={t('fields.gender')}
                value={values.gender || 'NONE'}
                onChange={(value) =>
                  form.setFieldValue('gender', GENDERS.find((gender) => gender === value) ?? '')
                }
                error={errors.gender}
              >
                <Group mt={6} gap="lg">
                  {GENDERS.map((gender) => (
                    <Radio key={gender} value={gender} label={t(`gender.${gender}`)} />
                  ))}
                  <Radio value="NONE" label={t('gender.none')} />
                </Group>
              </Radio.Group>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text('firstName')} autoComplete="off" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text('lastName')} required autoComplete="off" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text('email')} type="email" autoComplete="off" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text('phone')} type="tel" autoComplete="off" />
            </Grid.Col>
          </Grid>
        </Paper>

        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="md">
            {t('sections.address')}
          </Title>
          <Grid gap="md">
            <AddressSearch
              onPick={(place) => fillAddress(place, (name, value) => form.setFieldValue(name, value))}
            />
            <Grid.Col span={{ base: 8, sm: 9 }}>
              <TextInput {...text('street')} autoComplete="off" />
            </Grid.Col>
            <Grid.Col span={{ base: 4, sm: 3 }}>
              <TextInput {...text('streetNumber')} autoComplete="off" />
            </Grid.Col>
            <PostcodeTownFields
              country={values.country}
              zipCode={text('zipCode')}
              city={text('city')}
              zipSpan={{ base: 4, sm: 3 }}
              citySpan={{ base: 8, sm: 9 }}
            />
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('fields.country')}
                data={countries}
                value={values.country}
                onChange={(value) => form.setFieldValue('country', value ?? values.country)}
                searchable
                allowDeselect={false}
                error={errors.country}
                comboboxProps={{ withinPortal: true }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text('origin')} placeholder={t('originPlaceholder')} autoComplete="off" />
            </Grid.Col>
          </Grid>
        </Paper>

        <FormActions submitLabel={submitLabel} pending={pending} cancel={cancel} />
      </Stack>
    </form>
  );
}
