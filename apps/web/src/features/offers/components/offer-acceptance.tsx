import { Code, DataList, Image, Paper, Table, Text, Title } from '@mantine/core';
import type { OfferDetail } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { contractGross } from '../../../lib/contract-gross.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';

/**
 * What the customer accepted, exactly as recorded at that moment: the services with their prices,
 * the totals of the price snapshot, when, from where, with which browser, and the document's hash.
 */
export function OfferAcceptance({ offer }: { offer: OfferDetail }) {
  const { t } = useTranslation(['offers', 'followUps']);
  const language = currentLanguage();
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const acceptance = offer.acceptance;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="offer-acceptance">
      <Title order={2} size="h4" id="offer-acceptance" mb="sm">
        {t('sections.acceptance')}
      </Title>
      {acceptance ? (
        <>
          <Table aria-label={t('acceptance.services')} verticalSpacing="xs" mb="md">
            <Table.Tbody>
              {acceptance.snapshot.services.map((line) => (
                <Table.Tr key={line.service}>
                  <Table.Td>{t(`contracts:services.${line.service}`)}</Table.Td>
                  <Table.Td ta="right">
                    {contractGross(line.low, line.high, acceptance.snapshot.currency)}
                  </Table.Td>
                </Table.Tr>
              ))}
              {acceptance.snapshot.linesTotal !== 0 && (
                <Table.Tr>
                  <Table.Td>{t('acceptance.lines')}</Table.Td>
                  <Table.Td ta="right">
                    {contractGross(
                      acceptance.snapshot.linesTotal,
                      acceptance.snapshot.linesTotal,
                      acceptance.snapshot.currency,
                    )}
                  </Table.Td>
                </Table.Tr>
              )}
              <Total
                label={t('acceptance.net')}
                low={acceptance.snapshot.netLow}
                high={acceptance.snapshot.netHigh}
                currency={acceptance.snapshot.currency}
              />
              <Total
                label={`${t('acceptance.vat', { rate: acceptance.snapshot.vatRate })} (${t(acceptance.snapshot.includeVat ? 'acceptance.inclVat' : 'acceptance.exclVat')})`}
                low={acceptance.snapshot.vatLow}
                high={acceptance.snapshot.vatHigh}
                currency={acceptance.snapshot.currency}
              />
              {(acceptance.snapshot.roundingLow !== 0 || acceptance.snapshot.roundingHigh !== 0) && (
                <Total
                  label={t('acceptance.rounding')}
                  low={acceptance.snapshot.roundingLow}
                  high={acceptance.snapshot.roundingHigh}
                  currency={acceptance.snapshot.currency}
                />
              )}
              <Total
                label={t('acceptance.gross')}
                low={acceptance.snapshot.grossLow}
                high={acceptance.snapshot.grossHigh}
                currency={acceptance.snapshot.currency}
                strong
              />
            </Table.Tbody>
          </Table>
          <DataList labelWidth={200}>
            <DataList.Item>
              <DataList.ItemLabel>{t('acceptance.time')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {offer.acceptedAt ? formatDateTime(offer.acceptedAt, language, timeZone) : '–'}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('followUps:signature.title')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {acceptance.signature?.image ? (
                  <Image
                    src={acceptance.signature.image}
                    alt={t('followUps:signature.drawnAlt')}
                    w={240}
                    bd="1px solid var(--mantine-color-gray-3)"
                  />
                ) : acceptance.signature?.name ? (
                  t('followUps:signature.typed', { name: acceptance.signature.name })
                ) : (
                  t('followUps:signature.none')
                )}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('acceptance.ip')}</DataList.ItemLabel>
              <DataList.ItemValue>{acceptance.ip}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('acceptance.userAgent')}</DataList.ItemLabel>
              <DataList.ItemValue style={{ wordBreak: 'break-word' }}>
                {acceptance.userAgent ?? '–'}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('acceptance.sha256')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Code style={{ wordBreak: 'break-all' }}>{acceptance.documentSha256}</Code>
              </DataList.ItemValue>
            </DataList.Item>
          </DataList>
        </>
      ) : (
        <Text c="dimmed">{t('acceptance.none')}</Text>
      )}
    </Paper>
  );
}

interface TotalProps {
  label: string;
  low: number;
  high: number;
  currency: NonNullable<OfferDetail['acceptance']>['snapshot']['currency'];
  strong?: boolean;
}

function Total({ label, low, high, currency, strong = false }: TotalProps) {
  return (
    <Table.Tr fw={strong ? 700 : undefined}>
      <Table.Td>{label}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {contractGross(low, high, currency)}
      </Table.Td>
    </Table.Tr>
  );
}
