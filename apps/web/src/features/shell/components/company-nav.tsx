import {
  IconArchive,
  IconBox,
  IconBuilding,
  IconCalendarEvent,
  IconCalendarMonth,
  IconCalendarShare,
  IconCash,
  IconChartBar,
  IconClipboardList,
  IconDeviceDesktop,
  IconFileInvoice,
  IconFileText,
  IconHome,
  IconKey,
  IconLayoutList,
  IconListCheck,
  IconMail,
  IconMailExclamation,
  IconMessageQuestion,
  IconPackage,
  IconPhoto,
  IconReceipt,
  IconSend,
  IconStar,
  IconTags,
  IconTemplate,
  IconTruck,
  IconTruckDelivery,
  IconUserCheck,
  IconUserShield,
  IconUsers,
  IconWebhook,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { NavEntry } from './app-frame.tsx';

export interface CompanyNavOptions {
  /** The company's home page: only the company's own users have one (an acting admin starts at jobs). */
  dashboard: boolean;
  employees: boolean;
  mailFailures: boolean;
  devMailbox: boolean;
  /** What Maxer bills the company: its owners' (issue 16). */
  maxerInvoices: boolean;
  /** The company's calendar connections (/my-company/calendar): set up like its settings. */
  calendar: boolean;
  /** The company's outbound webhooks (/my-company/webhooks): set up like its settings (ADR 053). */
  webhooks: boolean;
  /** The company's API keys (/my-company/api-keys): its owners' and an acting admin's (ADR 052). */
  apiKeys: boolean;
  /** One's own jobs (/my-jobs): every person of the company has some; an acting admin has none. */
  myJobs: boolean;
  /** How the business is doing (/analytics): the owner's view, and an acting admin's (issue 20). */
  analytics: boolean;
}

const ICON = { size: 18, stroke: 1.6 } as const;

/**
 * The company's navigation, grouped as the office works (issue 15): the day's work, contacts, the
 * catalogue the jobs are priced from, the company's settings. Shared by the company's own frame and
 * the frame of a platform admin acting for it (decision 038), so both list the same pages.
 */
export function companyNav(t: TFunction<'shell'>, options: CompanyNavOptions): NavEntry[] {
  return [
    ...(options.dashboard
      ? [{ to: '/' as const, label: t('nav.dashboard'), icon: <IconHome {...ICON} /> }]
      : []),
    ...(options.myJobs
      ? [
          {
            to: '/my-jobs' as const,
            label: t('myJobs.nav', { ns: 'dispatch' }),
            icon: <IconUserCheck {...ICON} />,
          },
        ]
      : []),
    ...(options.analytics
      ? [
          {
            to: '/analytics' as const,
            label: t('nav', { ns: 'analytics' }),
            icon: <IconChartBar {...ICON} />,
          },
        ]
      : []),
    {
      key: 'work',
      label: t('nav.groups.work'),
      items: [
        { to: '/contracts', label: t('nav.contracts'), fuzzy: true, icon: <IconClipboardList {...ICON} /> },
        { to: '/offers', label: t('nav.offers'), fuzzy: true, icon: <IconSend {...ICON} /> },
        {
          to: '/appointments',
          label: t('nav.appointments'),
          fuzzy: true,
          icon: <IconCalendarEvent {...ICON} />,
        },
        {
          to: '/appointments/calendar',
          label: t('nav', { ns: 'calendar' }),
          icon: <IconCalendarMonth {...ICON} />,
        },
        { to: '/dispatch', label: t('nav', { ns: 'dispatch' }), icon: <IconTruckDelivery {...ICON} /> },
        { to: '/invoices', label: t('nav.invoices'), fuzzy: true, icon: <IconFileInvoice {...ICON} /> },
        { to: '/payments', label: t('nav.payments'), fuzzy: true, icon: <IconCash {...ICON} /> },
        { to: '/reviews', label: t('nav.reviews'), fuzzy: true, icon: <IconStar {...ICON} /> },
        { to: '/media', label: t('nav', { ns: 'media' }), fuzzy: true, icon: <IconPhoto {...ICON} /> },
        { to: '/archive', label: t('nav.archive'), fuzzy: true, icon: <IconArchive {...ICON} /> },
      ],
    },
    {
      key: 'contacts',
      label: t('nav.groups.contacts'),
      items: [{ to: '/customers', label: t('nav.customers'), fuzzy: true, icon: <IconUsers {...ICON} /> }],
    },
    {
      key: 'catalogue',
      label: t('nav.groups.catalogue'),
      items: [
        { to: '/my-company/services', label: t('nav.services'), icon: <IconListCheck {...ICON} /> },
        { to: '/vehicles', label: t('nav.vehicles'), fuzzy: true, icon: <IconTruck {...ICON} /> },
        { to: '/items', label: t('nav.items'), fuzzy: true, icon: <IconPackage {...ICON} /> },
        { to: '/my-company/volume', label: t('nav', { ns: 'volume' }), icon: <IconBox {...ICON} /> },
        {
          to: '/my-company/contract-questions',
          label: t('nav.questions'),
          icon: <IconMessageQuestion {...ICON} />,
        },
        { to: '/my-company/custom-contract-status', label: t('nav.statuses'), icon: <IconTags {...ICON} /> },
      ],
    },
    {
      key: 'company',
      label: t('nav.company'),
      items: [
        { to: '/my-company', label: t('nav.companySettings'), icon: <IconBuilding {...ICON} /> },
        ...(options.calendar
          ? [
              {
                to: '/my-company/calendar' as const,
                label: t('nav.calendar'),
                icon: <IconCalendarShare {...ICON} />,
              },
            ]
          : []),
        ...(options.webhooks
          ? [
              {
                to: '/my-company/webhooks' as const,
                label: t('nav', { ns: 'webhooks' }),
                fuzzy: true,
                icon: <IconWebhook {...ICON} />,
              },
            ]
          : []),
        ...(options.apiKeys
          ? [
              {
                to: '/my-company/api-keys' as const,
                label: t('nav', { ns: 'apiKeys' }),
                icon: <IconKey {...ICON} />,
              },
            ]
          : []),
        ...(options.maxerInvoices
          ? [
              {
                to: '/maxer-invoices' as const,
                label: t('nav', { ns: 'maxer-invoices' }),
                fuzzy: true,
                icon: <IconReceipt {...ICON} />,
              },
            ]
          : []),
        ...(options.employees
          ? [
              {
                to: '/employees' as const,
                label: t('nav.employees'),
                fuzzy: true,
                icon: <IconUserShield {...ICON} />,
              },
            ]
          : []),
        {
          to: '/pdf-extra-info',
          label: t('nav.pdfComponents'),
          fuzzy: true,
          icon: <IconFileText {...ICON} />,
        },
        {
          to: '/mail-templates',
          label: t('nav.mailTemplates'),
          fuzzy: true,
          icon: <IconTemplate {...ICON} />,
        },
        { to: '/system-emails', label: t('nav.systemEmails'), fuzzy: true, icon: <IconMail {...ICON} /> },
        {
          to: '/active-sessions',
          label: t('nav.activeSessions'),
          fuzzy: true,
          icon: <IconDeviceDesktop {...ICON} />,
        },
        ...(options.mailFailures
          ? [
              {
                to: '/mail-failures' as const,
                label: t('nav.mailFailures'),
                fuzzy: true,
                icon: <IconMailExclamation {...ICON} />,
              },
            ]
          : []),
        ...(options.devMailbox
          ? [
              {
                to: '/dev-mailbox' as const,
                label: t('nav.devMailbox'),
                fuzzy: true,
                icon: <IconLayoutList {...ICON} />,
              },
            ]
          : []),
      ],
    },
  ];
}
