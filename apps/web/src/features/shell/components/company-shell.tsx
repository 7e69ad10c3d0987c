import { useTranslation } from 'react-i18next';
import { useActingCompanyId } from '../../../lib/acting-company.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useMailboxAvailable } from '../../dev-mailbox/index.ts';
import { NotificationBell } from '../../notifications/index.ts';
import { ActingShell } from './acting-shell.tsx';
import { AppFrame } from './app-frame.tsx';

/**
 * The frame of every company page. Navigation lists only screens that exist. A platform admin sees the
 * same pages while acting for a company, in a frame of their own (decision 038).
 */
export function CompanyShell() {
  const actingFor = useActingCompanyId();
  const isAdmin = useSession((state) => state.isAdmin);
  // An admin is here only while acting; on the way out (the address already names no company) the
  // pages go at once, so none of them asks the API for anything without the company.
  if (isAdmin) return actingFor ? <ActingShell companyId={actingFor} /> : null;
  return <OwnCompanyShell />;
}

function OwnCompanyShell() {
  const { t } = useTranslation('shell');
  const company = useSession((state) => state.currentCompany);
  const managesEmployees = useCan('employee:manage');
  const readsMail = useCan('mail:read');
  // Only when the server keeps mail in its development mailbox (no SMTP): it answers 404 otherwise.
  const hasMailbox = useMailboxAvailable(useCan('dev-mailbox:read'));
  return (
    <AppFrame
      context={company?.name ?? ''}
      headerActions={<NotificationBell />}
      navItems={[
        { to: '/', label: t('nav.dashboard') },
        { to: '/contracts', label: t('nav.contracts'), fuzzy: true },
        { to: '/offers', label: t('nav.offers'), fuzzy: true },
        { to: '/invoices', label: t('nav.invoices'), fuzzy: true },
        { to: '/payments', label: t('nav.payments'), fuzzy: true },
        { to: '/archive', label: t('nav.archive'), fuzzy: true },
        { to: '/customers', label: t('nav.customers'), fuzzy: true },
        { to: '/vehicles', label: t('nav.vehicles'), fuzzy: true },
        { to: '/items', label: t('nav.items'), fuzzy: true },
        ...(managesEmployees ? [{ to: '/employees' as const, label: t('nav.employees'), fuzzy: true }] : []),
        {
          label: t('nav.company'),
          items: [
            { to: '/my-company', label: t('nav.companySettings') },
            { to: '/my-company/services', label: t('nav.services') },
            { to: '/my-company/contract-questions', label: t('nav.questions') },
            { to: '/my-company/custom-contract-status', label: t('nav.statuses') },
            { to: '/pdf-extra-info', label: t('nav.pdfComponents'), fuzzy: true },
            { to: '/mail-templates', label: t('nav.mailTemplates'), fuzzy: true },
            { to: '/system-emails', label: t('nav.systemEmails'), fuzzy: true },
          ],
        },
        { to: '/active-sessions', label: t('nav.activeSessions'), fuzzy: true },
        ...(readsMail ? [{ to: '/mail-failures' as const, label: t('nav.mailFailures'), fuzzy: true }] : []),
        ...(hasMailbox ? [{ to: '/dev-mailbox' as const, label: t('nav.devMailbox'), fuzzy: true }] : []),
      ]}
    />
  );
}
