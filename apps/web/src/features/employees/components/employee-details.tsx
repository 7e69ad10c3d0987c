import type { Employee } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { type DetailRow, DetailsList } from '../../../components/details-list.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';

export function EmployeeDetails({ employee }: { employee: Employee }) {
  const { t } = useTranslation('employees');
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const language = currentLanguage();
  const rows: DetailRow[] = [
    [t('fields.firstName'), employee.firstName],
    [t('fields.lastName'), employee.lastName],
    [t('fields.email'), employee.email],
    [t('fields.phone'), employee.phone],
    [t('fields.username'), `@${employee.username}`],
    [t('fields.role'), t(`roles.${employee.role}`)],
    [t('fields.active'), employee.active ? t('status.active') : t('status.inactive')],
    [t('fields.registeredAt'), formatDateTime(employee.registeredAt, language, timeZone)],
    [
      t('fields.lastSeenAt'),
      employee.lastSeenAt ? formatDateTime(employee.lastSeenAt, language, timeZone) : t('never'),
    ],
  ];
  return <DetailsList rows={rows} />;
}
