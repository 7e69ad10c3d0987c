import { useTranslation } from 'react-i18next';
import { useActingCompanyId } from '../../../lib/acting-company.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useMailboxAvailable } from '../../dev-mailbox/index.ts';
import { OverdueMaxerInvoiceNotice } from '../../maxer-invoices/index.ts';
import { NotificationBell } from '../../notifications/index.ts';
import { CompanySearch } from '../../search/index.ts';
import { ActingShell } from './acting-shell.tsx';
import { AppFrame } from './app-frame.tsx';
import { companyNav } from './company-nav.tsx';

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
  const ownerOfBilling = useCan('platform-invoice:read-own');
  const setsUpCompany = useCan('company:update');
  const readsAnalytics = useCan('analytics:read');
  const managesApiKeys = useCan('api-key:manage');
  // Only when the server keeps mail in its development mailbox (no SMTP): it answers 404 otherwise.
  const hasMailbox = useMailboxAvailable(useCan('dev-mailbox:read'));
  return (
    <AppFrame
      context={company?.name ?? ''}
      navItems={companyNav(t, {
        myJobs: true,
        dashboard: true,
        employees: managesEmployees,
        mailFailures: readsMail,
        devMailbox: hasMailbox,
        maxerInvoices: ownerOfBilling,
        apiKeys: managesApiKeys,
        calendar: setsUpCompany,
        analytics: readsAnalytics,
        webhooks: setsUpCompany,
      })}
      banner={<OverdueMaxerInvoiceNotice />}
      headerActions={
        <>
          <CompanySearch />
          <NotificationBell />
        </>
      }
    />
  );
}
