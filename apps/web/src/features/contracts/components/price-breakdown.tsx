import { Table, Text } from '@mantine/core';
import { type Contract, formatMoney, formatQuantity, PRICED_SERVICES } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';

type Price = Contract['price'];
interface Row {
  label: string;
  value: string;
  strong?: boolean;
  dimmed?: boolean;
}

function range(low: number, high: number): string {
  const language = currentLanguage();
  return low === high
    ? formatMoney(high, language)
    : `${formatMoney(low, language)} – ${formatMoney(high, language)}`;
}

/**
 * The price: each offered service (one the customer did not accept dimmed, not counted), the lines,
 * net, VAT, rounding and gross. `detailed` (the editor's
 * live panel) also shows each service before its discount, the discount, and each group of lines, so
 * a dispatcher sees where a change went.
 */
export function PriceBreakdown({ price, detailed = false }: { price: Price; detailed?: boolean }) {
  const { t } = useTranslation('contracts');
  const language = currentLanguage();
  const offered = PRICED_SERVICES.map((service) => price.services[service]).filter((line) => line.offered);
  const serviceRows = offered.flatMap((line): Row[] => {
    const label = `${t(`services.${line.service}`)}${line.accepted ? '' : ` (${t('price.notAccepted')})`}`;
    // A refused service stays in sight, dimmed: it is not counted in the totals below.
    const dimmed = !line.accepted;
    if (!detailed) return [{ label, value: range(line.lowAfterDiscount, line.highAfterDiscount), dimmed }];
    const rows: Row[] = [
      { label, value: line.byEffort ? t('price.byEffort') : range(line.low, line.high), dimmed },
    ];
    if (line.discount) {
      const percent =
        line.discount.percent != null ? ` ${formatQuantity(line.discount.percent, language)} %` : '';
      rows.push({
        label: `${t('price.discount')}${percent}`,
        value: `− ${range(line.discount.low, line.discount.high)}`,
        dimmed: true,
      });
    }
    return rows;
  });
  const lineRows: Row[] = detailed
    ? (['specialProducts', 'packingMaterials', 'items'] as const)
        .filter((group) => price[group].lines.length > 0)
        .map((group) => ({
          label: t(`price.groups.${group}`),
          value: formatMoney(price[group].total, language),
        }))
    : price.linesTotal !== 0
      ? [{ label: t('price.lines'), value: formatMoney(price.linesTotal, language) }]
      : [];
  const rows: Row[] = [
    ...serviceRows,
    ...lineRows,
    { label: t('price.net'), value: range(price.netLow, price.netHigh) },
    {
      label: t('price.vat', { rate: formatQuantity(price.vatRate, language) }),
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
              <Text
                fw={row.strong ? 700 : undefined}
                c={row.dimmed ? 'dimmed' : undefined}
                size={row.dimmed ? 'sm' : undefined}
              >
                {row.label}
              </Text>
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              <Text
                fw={row.strong ? 700 : undefined}
                c={row.dimmed ? 'dimmed' : undefined}
                size={row.dimmed ? 'sm' : undefined}
              >
                {row.value}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
