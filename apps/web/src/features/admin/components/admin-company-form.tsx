import {
  Checkbox,
  Grid,
  MultiSelect,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type AdminCompanyCreate,
  type AdminCompanyDetail,
  type AdminCompanyFields,
  adminCompanyCreateSchema,
  adminCompanyFieldsSchema,
} from '@maxer/domain';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { countryOptions } from '../../../lib/countries.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { type FormSchema, useSchemaForm } from '../../../lib/use-schema-form.ts';
import { usePackageChoicesQuery } from '../write-api.ts';

/** The company form as typed: numbers as text, nothing as ''. */
export interface AdminCompanyFormValues {
  name: string;
  website: string;
  frontendUrl: string;
  iban: string;
  contractNumberStart: string;
  customerNumberStart: string;
  allowedLoginCountries: string[];
  hideRejectOfferButton: boolean;
  packageId: string;
  owner: { firstName: string; lastName: string; email: string };
}

export const EMPTY_COMPANY: AdminCompanyFormValues = {
  name: '',
  website: '',
  frontendUrl: '',
  iban: '',
  contractNumberStart: '1',
  customerNumberStart: '1',
  allowedLoginCountries: [],
  hideRejectOfferButton: false,
  packageId: '',
  owner: { firstName: '', lastName: '', email: '' },
};

export function adminCompanyFormValues(company: AdminCompanyDetail): AdminCompanyFormValues {
  return {
    name: company.name,
    website: company.website ?? '',
    frontendUrl: company.frontendUrl ?? '',
    iban: company.iban ?? '',
    contractNumberStart: String(company.contractNumberStart),
    customerNumberStart: String(company.customerNumberStart),
    allowedLoginCountries: company.allowedLoginCountries,
    hideRejectOfferButton: company.hideRejectOfferButton,
    packageId: company.package?._id ?? '',
    owner: EMPTY_COMPANY.owner,
  };
}

/** A whole number as typed; what is not one becomes NaN for the schema to refuse. */
function number(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function companyInput(withOwner: boolean) {
  return ({ owner, ...values }: AdminCompanyFormValues) => ({
    ...values,
    website: values.website.trim() || null,
    frontendUrl: values.frontendUrl.trim() || null,
    iban: values.iban.trim() || null,
    contractNumberStart: number(values.contractNumberStart),
    customerNumberStart: number(values.customerNumberStart),
    // None chosen: the schema answers 'There is no Package'.
    packageId: values.packageId || undefined,
    ...(withOwner ? { owner } : {}),
  });
}

type AdminCompanyFormProps = {
  initial?: AdminCompanyFormValues;
  submitLabel: string;
  pending: boolean;
  cancel: ReactNode;
} & (
  | { withOwner: true; onSubmit: (values: AdminCompanyCreate) => Promise<unknown> }
  | { withOwner?: false; onSubmit: (values: AdminCompanyFields) => Promise<unknown> }
);

type TextField = 'name' | 'website' | 'frontendUrl' | 'iban' | 'contractNumberStart' | 'customerNumberStart';

/**
 * Every company field the platform admin sets (spec §3), and on a new company its first owner; checked
 * with the API's schema, the server's field errors shown next to their fields.
 */
export function AdminCompanyForm(props: AdminCompanyFormProps) {
  const { initial = EMPTY_COMPANY, submitLabel, pending, cancel } = props;
  const withOwner = props.withOwner === true;
  const { t } = useTranslation('admin-write');
  const language = currentLanguage();
  const packages = usePackageChoicesQuery();
  const schema: FormSchema<AdminCompanyFields> = withOwner
    ? adminCompanyCreateSchema
    : adminCompanyFieldsSchema;
  const { form, submit, formRef, field } = useSchemaForm({
    schema,
    initialValues: initial,
    toInput: companyInput(withOwner),
    onSubmit: (data) => props.onSubmit(data as AdminCompanyCreate),
    pending,
  });
  const { values, errors, setFieldValue: setValue } = form;
  const countries = useMemo(() => countryOptions(language), [language]);
  const packageOptions = [
    { value: '', label: '–' },
    ...(packages.data ?? []).map((pkg) => ({ value: pkg._id, label: pkg.name })),
  ];
  const text = (name: TextField) => ({
    ...field(name),
    label: t(`companies.fields.${name}`),
    autoComplete: 'off',
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="md">
            {t('companies.sections.company')}
          </Title>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text('name')} required />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NativeSelect
                {...field('packageId')}
                onChange={(event) => setValue('packageId', event.currentTarget.value)}
                label={t('companies.fields.packageId')}
                data={packageOptions}
                required
                description={
                  packages.data && packages.data.length === 0 ? t('companies.hints.noPackages') : undefined
                }
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text('website')} type="url" placeholder="https://" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text('frontendUrl')} type="url" placeholder="https://" />
            </Grid.Col>
          </Grid>
        </Paper>

        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="md">
            {t('companies.sections.numbers')}
          </Title>
          <Grid gap="md">
            <Grid.Col span={12}>
              <TextInput {...text('iban')} ff="monospace" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...text('contractNumberStart')}
                inputMode="numeric"
                description={t('companies.hints.numberStart')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...text('customerNumberStart')}
                inputMode="numeric"
                description={t('companies.hints.numberStart')}
              />
            </Grid.Col>
          </Grid>
        </Paper>

        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="md">
            {t('companies.sections.access')}
          </Title>
          <Stack gap="md">
            <MultiSelect
              label={t('companies.fields.allowedLoginCountries')}
              description={t('companies.hints.allowedLoginCountries')}
              data={countries}
              value={values.allowedLoginCountries}
              onChange={(codes) => setValue('allowedLoginCountries', codes)}
              searchable
              clearable
              error={errors.allowedLoginCountries}
            />
            <Checkbox
              label={t('companies.fields.hideRejectOfferButton')}
              checked={values.hideRejectOfferButton}
              onChange={(event) => setValue('hideRejectOfferButton', event.currentTarget.checked)}
            />
          </Stack>
        </Paper>

        {withOwner ? (
          <Paper withBorder p="lg">
            <Title order={2} size="h4">
              {t('companies.sections.owner')}
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              {t('companies.ownerHint')}
            </Text>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  {...field('owner.firstName')}
                  label={t('companies.fields.firstName')}
                  required
                  autoComplete="off"
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  {...field('owner.lastName')}
                  label={t('companies.fields.lastName')}
                  required
                  autoComplete="off"
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput
                  {...field('owner.email')}
                  label={t('companies.fields.email')}
                  type="email"
                  required
                  autoComplete="off"
                />
              </Grid.Col>
            </Grid>
          </Paper>
        ) : null}

        <FormActions submitLabel={submitLabel} pending={pending} cancel={cancel} />
      </Stack>
    </form>
  );
}
