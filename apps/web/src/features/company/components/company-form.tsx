import {
  Checkbox,
  ColorInput,
  Grid,
  MultiSelect,
  NativeSelect,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type CompanyUpdateInput,
  CURRENCIES,
  companyUpdateSchema,
  errorMessage,
  HEADER_FOOTER_PLACEHOLDERS,
  PDF_RELOCATION_PRICE_TYPES,
  unknownPlaceholders,
} from '@maxer/domain';
import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import { countryOptions } from '../../../lib/countries.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { type CompanyFormValues, companyInput } from '../company-form-values.ts';
import { CompanyAddressFields } from './company-address-fields.tsx';

interface CompanyFormProps {
  initial: CompanyFormValues;
  onSubmit: (values: CompanyUpdateInput) => Promise<unknown>;
  pending: boolean;
  cancel: ReactNode;
}

type TextField =
  | 'name'
  | 'website'
  | 'frontendUrl'
  | 'iban'
  | 'vatNumber'
  | 'contractNumberStart'
  | 'customerNumberStart'
  | 'invoiceNumberStart'
  | 'vatRate';
type ColorField = 'backgroundColor' | 'textColor' | 'pdfAccentColor';

const placeholders = HEADER_FOOTER_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ');

/** Every setting a company changes itself (spec §3), checked with the API's schema. */
export function CompanyForm({ initial, onSubmit, pending, cancel }: CompanyFormProps) {
  const { t } = useTranslation('company');
  const language = currentLanguage();
  const { form, submit, formRef, field } = useSchemaForm({
    schema: companyUpdateSchema,
    initialValues: initial,
    toInput: companyInput,
    // Header and footer take three placeholders only (spec §5); the server says the same.
    check: (values, errors, language) => {
      const found = { ...errors };
      for (const name of ['header', 'footer'] as const) {
        const [unknown] = unknownPlaceholders(values[name], HEADER_FOOTER_PLACEHOLDERS);
        if (unknown)
          found[name] = errorMessage('error_placeholder_unknown', language, { name: `{{${unknown}}}` });
      }
      return found;
    },
    onSubmit,
    pending,
  });
  const { values, errors, setFieldValue: setValue } = form;
  const countries = useMemo(() => countryOptions(language), [language]);
  const timeZones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  const currencyLabel = useId();

  const text = (name: TextField) => ({ ...field(name), label: t(`fields.${name}`), autoComplete: 'off' });
  const color = (field: ColorField) => (
    <ColorInput
      label={t(`fields.${field}`)}
      name={field}
      format="hex"
      withEyeDropper={false}
      value={values[field]}
      onChange={(value) => setValue(field, value)}
      error={errors[field]}
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('editTitle')}>
      <Stack gap="lg">
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="md">
            {t('sections.general')}
          </Title>
          <Grid gap="md">
            <Grid.Col span={12}>
              <TextInput {...text('name')} required />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text('website')} type="url" placeholder="https://" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...text('frontendUrl')}
                type="url"
                placeholder="https://"
                description={t('hints.frontendUrl')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('fields.timeZone')}
                data={timeZones}
                value={values.timeZone}
                onChange={(value) => setValue('timeZone', value ?? values.timeZone)}
                searchable
                allowDeselect={false}
                error={errors.timeZone}
              />
            </Grid.Col>
          </Grid>
        </Paper>

        <CompanyAddressFields values={values} setValue={setValue} errors={errors} />

        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="md">
            {t('sections.appearance')}
          </Title>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 4 }}>{color('backgroundColor')}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>{color('textColor')}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>{color('pdfAccentColor')}</Grid.Col>
            <Grid.Col span={12}>
              <RichTextEditor
                label={t('fields.header')}
                description={t('hints.placeholders', { placeholders })}
                name="header"
                placeholders={HEADER_FOOTER_PLACEHOLDERS}
                value={values.header}
                onChange={(html) => setValue('header', html)}
                error={errors.header}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <RichTextEditor
                label={t('fields.footer')}
                description={t('hints.placeholders', { placeholders })}
                name="footer"
                placeholders={HEADER_FOOTER_PLACEHOLDERS}
                value={values.footer}
                onChange={(html) => setValue('footer', html)}
                error={errors.footer}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NativeSelect
                label={t('fields.pdfRelocationPriceType')}
                name="pdfRelocationPriceType"
                value={values.pdfRelocationPriceType}
                onChange={(event) =>
                  setValue(
                    'pdfRelocationPriceType',
                    PDF_RELOCATION_PRICE_TYPES.find((type) => type === event.currentTarget.value) ?? 'FROMTO',
                  )
                }
                data={PDF_RELOCATION_PRICE_TYPES.map((type) => ({
                  value: type,
                  label: t(`priceTypes.${type}`),
                }))}
                error={errors.pdfRelocationPriceType}
              />
            </Grid.Col>
          </Grid>
        </Paper>

        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="md">
            {t('sections.money')}
          </Title>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text('iban')} description={t('hints.iban')} ff="monospace" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...text('vatNumber')}
                description={t('hints.vatNumber')}
                placeholder="CHE-123.456.789"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <Stack gap={4}>
                <Text component="span" id={currencyLabel} size="sm" fw={500}>
                  {t('fields.currency')}
                </Text>
                <SegmentedControl
                  aria-labelledby={currencyLabel}
                  value={values.currency}
                  onChange={(value) =>
                    setValue('currency', CURRENCIES.find((code) => code === value) ?? 'CHF')
                  }
                  data={[...CURRENCIES]}
                />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <TextInput {...text('vatRate')} inputMode="decimal" rightSection="%" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...text('contractNumberStart')}
                inputMode="numeric"
                description={t('hints.numberStart')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...text('customerNumberStart')}
                inputMode="numeric"
                description={t('hints.numberStart')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...text('invoiceNumberStart')}
                inputMode="numeric"
                description={t('hints.numberStart')}
              />
            </Grid.Col>
          </Grid>
        </Paper>

        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="md">
            {t('sections.access')}
          </Title>
          <Stack gap="md">
            <MultiSelect
              label={t('fields.allowedLoginCountries')}
              description={t('hints.allowedLoginCountries')}
              data={countries}
              value={values.allowedLoginCountries}
              onChange={(codes) => setValue('allowedLoginCountries', codes)}
              searchable
              clearable
              error={errors.allowedLoginCountries}
            />
            <Checkbox
              label={t('fields.hideRejectOfferButton')}
              description={t('hints.hideRejectOfferButton')}
              checked={values.hideRejectOfferButton}
              onChange={(event) => setValue('hideRejectOfferButton', event.currentTarget.checked)}
            />
          </Stack>
        </Paper>

        <FormActions submitLabel={t('common:actions.save')} pending={pending} cancel={cancel} />
      </Stack>
    </form>
  );
}
