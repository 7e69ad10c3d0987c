import { useTranslation } from 'react-i18next';
import { AppFrame } from './app-frame.tsx';

/** The frame of the platform administration (admin host, /admin). */
export function AdminShell() {
  const { t } = useTranslation('shell');
  return (
    <AppFrame
      context={t('platformAdmin')}
      navItems={[
        { to: '/admin', label: t('nav.dashboard') },
        { to: '/admin/company', label: t('nav.companies') },
        { to: '/admin/packages', label: t('nav.packages'), fuzzy: true },
        { to: '/admin/maxer-invoices', label: t('nav', { ns: 'maxer-invoices' }), fuzzy: true },
        { to: '/admin/global-search', label: t('nav', { ns: 'admin-search' }) },
        { to: '/admin/activities', label: t('admin-activity:nav.activities'), fuzzy: true },
        { to: '/admin/admins', label: t('admin-activity:nav.admins') },
        { to: '/admin/live', label: t('nav', { ns: 'admin-live' }) },
      ]}
    />
  );
}
