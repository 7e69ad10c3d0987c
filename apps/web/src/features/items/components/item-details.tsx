import { DataList, Paper } from '@mantine/core';
import type { Item } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { formatCents, formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';

const EMPTY = '–';

export function ItemDetails({ item }: { item: Item }) {
  const { t } = useTranslation('items');
  const company = useSession((state) => state.currentCompany);
  const language = currentLanguage();
  const rows: [string, string | null][] = [
    [t('fields.name'), item.name],
    [t('fields.price'), formatCents(item.priceCents, language, company?.currency)],
    [t('fields.unit'), item.unit],
    [t('fields.createdAt'), formatDateTime(item.createdAt, language, company?.timeZone)],
    [t('fields.updatedAt'), formatDateTime(item.updatedAt, language, company?.timeZone)],
  ];
  return (
    <Paper withBorder p="lg">
      <DataList labelWidth={180}>
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
