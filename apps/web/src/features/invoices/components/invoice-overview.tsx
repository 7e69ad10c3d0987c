import { Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney, formatQuantity, type Invoice } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { type DetailRow, DetailsList } from '../../../components/details-list.tsx';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { formatDay } from '../../../lib/format-day.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { TABULAR } from '../../../lib/tabular.ts';
import { InvoiceAcceptedPriceNote } from './invoice-accepted-price-note.tsx';
import { InvoiceLinesTable } from './invoice-lines-table.tsx';
import { InvoiceQrBillNote } from './invoice-qr-bill-note.tsx';
import { InvoiceStateBadge } from './invoice-state-badge.tsx';
import { InvoiceTotalsPanel } from './invoice-totals-panel.tsx';

/** The "default" tab: the invoice itself, with its totals, paid and unpaid. */
export function InvoiceOverview({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const language = currentLanguage();
  const money = (cents: number) => formatMoney(cents, language, invoice.currency);
  const rows: DetailRow[] = [
    [
      t('fields.customer'),
      <AnchorLink key="customer" to="/customers/$id" params={{ id: invoice.customer._id }}>
        {invoice.customer.name} ({invoice.customer.number})
      </AnchorLink>,
    ],
    [
      t('fields.contract'),
      invoice.contract ? (
        <AnchorLink key="contract" to="/contracts/$id" params={{ id: invoice.contract._id }}>
          {t('contractLabel', { number: invoice.contract.number })}
        </AnchorLink>
      ) : null,
    ],
    [t('fields.date'), formatDay(invoice.date, language)],
    [t('fields.dueDate'), formatDay(invoice.dueDate, language)],
    [t('fields.state'), <InvoiceStateBadge key="state" state={invoice.state} paid={invoice.paid} />],
    [
      t('fields.vat'),
      t(invoice.includeVat ? 'vatIncluded' : 'vatAdded', { rate: formatQuantity(invoice.vatRate, language) }),
    ],
  ];
  return (
    <Stack gap="lg">
      <InvoiceAcceptedPriceNote invoice={invoice} />
      <InvoiceQrBillNote invoiceId={invoice._id} />
      <DetailsList rows={rows} />
      {invoice.header && (
        <Paper withBorder p="lg">
          <RichTextView value={invoice.header} />
        </Paper>
      )}
      <Paper withBorder p="lg" component="section" aria-labelledby="invoice-lines-title">
        <Title order={2} size="h4" id="invoice-lines-title" mb="md">
          {t('sections.lines')}
        </Title>
        <InvoiceLinesTable invoice={invoice} />
      </Paper>
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }} offset={{ md: 6 }}>
          <Stack gap="sm">
            <InvoiceTotalsPanel
              totals={invoice}
              currency={invoice.currency}
              vatRate={invoice.vatRate}
              includeVat={invoice.includeVat}
            />
            <Paper withBorder p="md" aria-label={t('sums.label')}>
              <Group justify="space-between">
                <Text size="sm">{t('fields.paid')}</Text>
                <Text size="sm" style={TABULAR} data-testid="invoice-paid">
                  {money(invoice.paid)}
                </Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm" fw={700}>
                  {t('fields.unpaid')}
                </Text>
                <Text size="sm" style={TABULAR} fw={700} data-testid="invoice-unpaid">
                  {money(invoice.unpaid)}
                </Text>
              </Group>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      {invoice.footer && (
        <Paper withBorder p="lg">
          <RichTextView value={invoice.footer} />
        </Paper>
      )}
    </Stack>
  );
}
