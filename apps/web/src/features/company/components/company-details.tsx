import { Badge, ColorSwatch, DataList, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { type Company, formatQuantity } from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';
import { countryName } from '../../../lib/countries.ts';
import { currentLanguage } from '../../../lib/language.ts';

const EMPTY = '–';

function Section({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      <DataList labelWidth={200}>
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value || EMPTY}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </Paper>
  );
}

/** The company's settings as they stand, grouped like the form. */
export function CompanyDetails({ company }: { company: Company }) {
  const { t } = useTranslation('company');
  const language = currentLanguage();
  const color = (value: string | null) =>
    value ? (
      <Group gap="xs">
        <ColorSwatch color={value} size={16} />
        <Text ff="monospace" size="sm">
          {value}
        </Text>
      </Group>
    ) : null;
  // Header and footer are rich text (or plain text saved before): shown as the PDF lays them out.
  const text = (value: string | null) => (value ? <RichTextView value={value} /> : null);

  const iban = company.iban ? (
    <Group gap="xs">
      <Text ff="monospace" size="sm">
        {company.iban}
      </Text>
      {company.isQrIban && <Badge variant="light">{t('qrIban')}</Badge>}
    </Group>
  ) : null;

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Section
        title={t('sections.general')}
        rows={[
          [t('fields.name'), company.name],
          [t('fields.website'), company.website],
          [t('fields.frontendUrl'), company.frontendUrl],
          [t('fields.timeZone'), company.timeZone],
          [t('fields.package'), company.package?.name],
        ]}
      />
      <Section
        title={t('sections.address')}
        rows={[
          [t('fields.street'), [company.street, company.streetNumber].filter(Boolean).join(' ')],
          [t('fields.zipCode'), company.zipCode],
          [t('fields.city'), company.city],
          [t('fields.country'), countryName(company.country, language)],
        ]}
      />
      <Section
        title={t('sections.money')}
        rows={[
          [t('fields.iban'), iban],
          [t('fields.vatNumber'), company.vatNumber ? `${company.vatNumber} MWST` : null],
          [t('fields.currency'), company.currency],
          [t('fields.vatRate'), `${formatQuantity(company.vatRate, language)} %`],
          [t('fields.contractNumberStart'), String(company.contractNumberStart)],
          [t('fields.customerNumberStart'), String(company.customerNumberStart)],
          [t('fields.invoiceNumberStart'), String(company.invoiceNumberStart)],
        ]}
      />
      <Section
        title={t('sections.appearance')}
        rows={[
          [t('fields.backgroundColor'), color(company.backgroundColor)],
          [t('fields.textColor'), color(company.textColor)],
          [t('fields.pdfAccentColor'), color(company.pdfAccentColor)],
          [t('fields.pdfRelocationPriceType'), t(`priceTypes.${company.pdfRelocationPriceType}`)],
          [t('fields.header'), text(company.header)],
          [t('fields.footer'), text(company.footer)],
        ]}
      />
      <Section
        title={t('sections.access')}
        rows={[
          [
            t('fields.allowedLoginCountries'),
            company.allowedLoginCountries.length > 0
              ? company.allowedLoginCountries.map((code) => countryName(code, language)).join(', ')
              : t('allCountries'),
          ],
          [
            t('fields.hideRejectOfferButton'),
            company.hideRejectOfferButton ? t('common:yes') : t('common:no'),
          ],
        ]}
      />
    </SimpleGrid>
  );
}
