import { Table, Text } from '@mantine/core';
import { type Contract, formatMoney, formatQuantity } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';
import { TABULAR } from '../../../lib/tabular.ts';
import { JobSection } from './job-section.tsx';

interface Row {
  key: string;
  description: string;
  quantity: number | null;
  unitPrice: number | null;
  amount: number | null;
  /** Text and subtotal lines read as headings across the table. */
  emphasis?: boolean;
}

/**
 * The job's own lines: special products, packing materials and the job items (texts, discounts and
 * subtotals as the customer reads them), each with its amount as priced.
 */
export function JobLines({ contract }: { contract: Contract }) {
  const { t } = useTranslation('job-page');
  const language = currentLanguage();
  const price = contract.price;
  const counted = (group: 'specialProducts' | 'packingMaterials'): Row[] =>
    price[group].lines.map((line, index) => ({
      key: `${group}-${index}`,
      description: line.name,
      quantity: line.count,
      unitPrice: line.unitPrice,
      amount: line.amount,
    }));
  const items: Row[] = (contract.items ?? []).map((item, index) => {
    const amount = price.items.lines.find((line) => line.index === index);
    const key = `items-${index}`;
    switch (item.type) {
      case 'text':
        return { key, description: item.text ?? '', quantity: null, unitPrice: null, amount: null };
      case 'subtotal':
        return {
          key,
          description: item.description || t('contract-editor:items.types.subtotal'),
          quantity: null,
          unitPrice: null,
          amount: amount?.runningTotal ?? null,
          emphasis: true,
        };
      case 'discount':
        return {
          key,
          description: [
            item.description || t('contract-editor:items.types.discount'),
            item.percent != null ? `${formatQuantity(item.percent, language)} %` : '',
          ]
            .filter(Boolean)
            .join(' '),
          quantity: null,
          unitPrice: null,
          amount: amount?.amount == null ? null : -amount.amount,
        };
      default:
        return {
          key,
          description: item.description ?? '',
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          amount: amount?.amount ?? null,
        };
    }
  });
  const groups = [
    { name: t('contract-editor:lines.specialProducts'), rows: counted('specialProducts') },
    { name: t('contract-editor:lines.packingMaterials'), rows: counted('packingMaterials') },
    { name: t('contract-editor:sections.items'), rows: items },
  ].filter((group) => group.rows.length > 0);
  if (groups.length === 0) return null;
  const money = (cents: number | null) => (cents === null ? '' : formatMoney(cents, language));
  return (
    <JobSection id="job-lines" title={t('sections.lines')}>
      <Table.ScrollContainer minWidth={520}>
        <Table aria-label={t('sections.lines')} verticalSpacing="xs" style={TABULAR}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.description')}</Table.Th>
              <Table.Th ta="right">{t('fields.quantity')}</Table.Th>
              <Table.Th ta="right">{t('fields.unitPrice')}</Table.Th>
              <Table.Th ta="right">
                {t('fields.amount')} {contract.currency}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          {groups.map((group) => (
            <Table.Tbody key={group.name}>
              <Table.Tr>
                <Table.Th colSpan={4} scope="colgroup">
                  <Text size="sm" fw={600}>
                    {group.name}
                  </Text>
                </Table.Th>
              </Table.Tr>
              {group.rows.map((row) => (
                <Table.Tr key={row.key} fw={row.emphasis ? 600 : undefined}>
                  <Table.Td style={{ whiteSpace: 'pre-line' }}>{row.description}</Table.Td>
                  <Table.Td ta="right">
                    {row.quantity === null ? '' : formatQuantity(row.quantity, language)}
                  </Table.Td>
                  <Table.Td ta="right">{money(row.unitPrice)}</Table.Td>
                  <Table.Td ta="right">{money(row.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          ))}
        </Table>
      </Table.ScrollContainer>
    </JobSection>
  );
}
