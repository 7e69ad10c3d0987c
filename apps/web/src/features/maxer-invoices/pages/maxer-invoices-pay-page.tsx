import { ActionIcon, Alert, Badge, CopyButton, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { formatIban, formatMoney, formatQrReference, formatRfReference } from '@maxer/domain';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiFileButton } from '../../../components/api-file-button.tsx';
import { OwnerOnly } from '../../../components/owner-only.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { BackLink } from '../../../components/router-links.tsx';
import { formatDay } from '../../../lib/format-day.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePayInfoQuery } from '../api.ts';

/** Everything to pay Maxer (spec §2 "/maxer-invoices/pay"): each open invoice's QR-bill, amount, IBAN, reference. */
export function MaxerInvoicesPayPage() {
  const { t } = useTranslation('maxer-invoices');
  usePageTitle(t('own.pay.title'));
  return (
    <OwnerOnly permission="platform-invoice:read-own">
      <PayInfo />
    </OwnerOnly>
  );
}

function Copyable({ label, value, shown }: { label: string; value: string; shown: string }) {
  const { t } = useTranslation('maxer-invoices');
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" w={90}>
        {label}
      </Text>
      <Text ff="monospace" data-testid={`pay-${label}`}>
        {shown}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('own.pay.copied') : t('own.pay.copy')} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={t('own.pay.copyLabel', { what: label })}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

function PayInfo() {
  const { t } = useTranslation('maxer-invoices');
  const language = currentLanguage();
  const info = usePayInfoQuery();
  const money = (cents: number) => formatMoney(cents, language, 'CHF');
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        back={<BackLink to="/maxer-invoices">{t('own.back')}</BackLink>}
        title={t('own.pay.title')}
        description={t('own.pay.intro')}
      />
      {info.data && info.data.invoices.length === 0 && (
        <Alert color="green" variant="light">
          {t('own.pay.none')}
        </Alert>
      )}
      {info.data && info.data.invoices.length > 0 && (
        <>
          <Text fw={600}>{t('own.pay.total', { amount: money(info.data.openCents) })}</Text>
          {info.data.creditor && (
            <Text size="sm">
              {t('own.pay.to')}: {[info.data.creditor.name, ...info.data.creditor.address].join(', ')}
            </Text>
          )}
          {info.data.invoices.map((invoice) => (
            <Paper
              key={invoice._id}
              withBorder
              p="md"
              aria-label={t('own.detailTitle', { number: invoice.number })}
            >
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text fw={600}>
                    {t('own.detailTitle', { number: invoice.number })} · {t('fields.dueDate')}{' '}
                    {formatDay(invoice.dueDate, language)}
                  </Text>
                  {invoice.overdue && <Badge color="red">{t('status.OVERDUE')}</Badge>}
                </Group>
                <Copyable
                  label={t('own.pay.amount')}
                  value={(invoice.amountCents / 100).toFixed(2)}
                  shown={money(invoice.amountCents)}
                />
                <Copyable label={t('fields.iban')} value={invoice.iban} shown={formatIban(invoice.iban)} />
                <Copyable
                  label={t('fields.reference')}
                  value={invoice.reference}
                  shown={
                    invoice.referenceType === 'QRR'
                      ? formatQrReference(invoice.reference)
                      : formatRfReference(invoice.reference)
                  }
                />
                <Group>
                  <ApiFileButton path={`/api/maxer-invoices/${invoice._id}/pdf`} mode="open">
                    {t('own.pay.qrBill')}
                  </ApiFileButton>
                </Group>
              </Stack>
            </Paper>
          ))}
        </>
      )}
    </Stack>
  );
}
