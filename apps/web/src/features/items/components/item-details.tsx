import { formatMoney, type Item } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { type DetailRow, DetailsList } from '../../../components/details-list.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';

export function ItemDetails({ item }: { item: Item }) {
  const { t } = useTranslation('items');
  const company = useSession((state) => state.currentCompany);
  const language = currentLanguage();
  const rows: DetailRow[] = [
    [t('fields.name'), item.name],
    [t('fields.price'), formatMoney(item.priceCents, language, company?.currency)],
    [t('fields.unit'), item.unit],
    [t('fields.createdAt'), formatDateTime(item.createdAt, language, company?.timeZone)],
    [t('fields.updatedAt'), formatDateTime(item.updatedAt, language, company?.timeZone)],
  ];
  return <DetailsList rows={rows} />;
}
