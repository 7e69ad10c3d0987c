import type { Vehicle } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { type DetailRow, DetailsList } from '../../../components/details-list.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';

export function VehicleDetails({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation('vehicles');
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const language = currentLanguage();
  const rows: DetailRow[] = [
    [t('fields.name'), vehicle.name],
    [t('fields.registrationNumber'), vehicle.registrationNumber],
    [t('fields.manufacturer'), vehicle.manufacturer],
    [t('fields.model'), vehicle.model],
    [t('fields.borrowable'), vehicle.borrowable ? t('common:yes') : t('common:no')],
    [t('fields.createdAt'), formatDateTime(vehicle.createdAt, language, timeZone)],
    [t('fields.updatedAt'), formatDateTime(vehicle.updatedAt, language, timeZone)],
  ];
  return <DetailsList rows={rows} />;
}
