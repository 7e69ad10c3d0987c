import { Table, Text } from '@mantine/core';
import { type Contract, PRICED_SERVICES } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';

type Price = Contract['price'];

function range(low: number, high: number): string {
  const language = currentLanguage();
  return low === high
    ? formatCents(high, language)
    : `${formatCents(low, language)} – ${formatCents(high, language)}`;
}

/** The price as the server computed it: each offered service, the lines, net, VAT, rounding and gross. */
export function PriceBreakdown({ price }: { price: Price }) {
  const { t } = useTranslation('contracts');
  const language = currentLanguage();
  const offered = PRICED_SERVICES.map((service) => price.services[service]).filter((line) => line.offered);
  const rows: { label: string; value: string; strong?: boolean }[] = [
    ...offered.map((line) => ({
      label: `${t(`services.${line.service}`)}${line.accepted ? '' : ` (${t('price.notAccepted')})`}`,
      value: range(line.lowAfterDiscount, line.highAfterDiscount),
    })),
    ...(price.linesTotal !== 0
      ? [{ label: t('price.lines'), value: formatCents(price.linesTotal, language) }]
      : []),
    { label: t('price.net'), value: range(price.netLow, price.netHigh) },
    {
      label: t('price.vat', { rate: formatRate(price.vatRate) }),
      value: range(price.vatLow, price.vatHigh),
    },
    ...(price.roundingLow !== 0 || price.roundingHigh !== 0
      ? [{ label: t('price.rounding'), value: range(price.roundingLow, price.roundingHigh) }]
      : []),
    {
      label: t('price.gross', { currency: price.currency }),
      value: range(price.grossLow, price.grossHigh),
      strong: true,
    },
  ];
  return (
    <Table aria-label={t('price.title')} verticalSpacing="xs">
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Td>
              <Text fw={row.strong ? 700 : undefined}>{row.label}</Text>
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              <Text fw={row.strong ? 700 : undefined}>{row.value}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The VAT rate in percent, as stored: "8.1". */
function formatRate(rate: number): string {
  return String(rate);
}
