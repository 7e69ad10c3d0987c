/** Roles of company users; platform admins are their own accounts (decisions.md). */
export const USER_ROLES = ['OWNER', 'USER'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export type Role = UserRole | 'PLATFORM_ADMIN' | 'API_KEY';

/**
 * The permission table: deny by default. Each service function checks one permission on its first
 * line; a permission not listed here, or a role not listed for it, is refused. A permission reserved
 * to owners answers 'Only admin can do this action'.
 */
export const PERMISSIONS = {
  'session:read-own': ['OWNER', 'USER', 'PLATFORM_ADMIN'],
  'session:revoke-own': ['OWNER', 'USER', 'PLATFORM_ADMIN'],
  'profile:own': ['OWNER', 'USER', 'PLATFORM_ADMIN'],
  'dev-mailbox:read': ['OWNER', 'PLATFORM_ADMIN'],
  'company:read': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'customer:read': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'customer:write': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'vehicle:read': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'vehicle:write': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'item:read': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'item:write': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'contract-status:read': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'contract-status:write': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'service:read': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'service:write': ['OWNER', 'PLATFORM_ADMIN'],
  'question:read': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'question:write': ['OWNER', 'PLATFORM_ADMIN'],
  // The volume catalogue and crew rules shape every estimate of the company, like its service tree:
  // every staff member counts with them, only an owner changes them (ADR 055).
  'volume:read': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'volume:write': ['OWNER', 'PLATFORM_ADMIN'],
  'company:update': ['OWNER', 'PLATFORM_ADMIN'],
  'employee:manage': ['OWNER', 'PLATFORM_ADMIN'],
  'contract:read': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'contract:write': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'contract:delete-accepted': ['OWNER', 'PLATFORM_ADMIN'],
  'offer:read': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'offer:send': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'mail:read': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'mail:retry': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  // Mail templates are everyday tools of whoever sends offers; system e-mails speak for the whole
  // company automatically, so, like its settings, only an owner words them.
  'mail-template:read': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'mail-template:write': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'system-email:read': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'system-email:write': ['OWNER', 'PLATFORM_ADMIN'],
  'pdf-component:read': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'pdf-component:write': ['OWNER', 'PLATFORM_ADMIN'],
  // Invoices and payments are everyday office work: every staff member writes invoices and records or
  // removes payments (removing one is how a mistake is corrected before the invoice can change).
  // Deleting an invoice leaves a hole in the gapless invoice numbers, which bookkeeping must explain,
  // so only an owner deletes one (and only while it has no payments: error_unpaid_not_zero).
  'invoice:read': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'invoice:write': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'invoice:delete': ['OWNER', 'PLATFORM_ADMIN'],
  'payment:read': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'payment:write': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  // Appointments are the office's everyday planning, like jobs.
  'appointment:read': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'appointment:write': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  // Google Calendar (ADR 044): only an owner connects an account (the grant is theirs); a platform
  // admin acting for the company manages the connection (calendars, disconnect) but never sets one up.
  'calendar:connect': ['OWNER'],
  'calendar:manage': ['OWNER', 'PLATFORM_ADMIN'],
  // Outbound webhooks (ADR 053) send the company's data to addresses of its choosing: set up like its
  // settings, by an owner or a platform admin acting for the company.
  'webhook:manage': ['OWNER', 'PLATFORM_ADMIN'],
  // The dispatch board is the office's planning, like appointments; one's own jobs are everyone's (a
  // platform admin acting for a company has none of its own, the answer is empty).
  'dispatch:read': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'dispatch:write': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'dispatch:read-own': ['OWNER', 'USER', 'PLATFORM_ADMIN'],
  // Asking a customer for a review and reading the answers is everyday office work, like offers.
  'review:read': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'review:request': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  // Comments on jobs (issue 18, ADR 049): everyday office work. Everyone writes, edits and deletes
  // their own; an owner (or a platform admin acting for the company) may also delete anyone's, to
  // remove what should not stand (a former employee's, a wrong public one). Nobody edits another's.
  // The web inquiry form (ADR 056): everyone of the office may see its link and snippet; switching the
  // company's public form on or off is the owners' decision, like the company's other settings.
  'inquiry-form:read': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'inquiry-form:update': ['OWNER', 'PLATFORM_ADMIN'],
  'comment:read': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'comment:write': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'comment:delete-any': ['OWNER', 'PLATFORM_ADMIN'],
  // Media sessions (photos of a viewing, the inventory, damage) are everyday office work like jobs;
  // sharing one with the customer is too (a link like an offer's).
  'media:read': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'media:write': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  'media:share': ['OWNER', 'USER', 'PLATFORM_ADMIN', 'API_KEY'],
  // One's own notifications (a platform admin acting for a company has none of its users').
  'notification:read-own': ['OWNER', 'USER', 'PLATFORM_ADMIN'],
  // The platform's invoices to the company are the owner's business (what Maxer costs it); a platform
  // admin acting for the company sees them too. Not for USERs nor API keys.
  'platform-invoice:read-own': ['OWNER', 'PLATFORM_ADMIN'],
  // How the business is doing (offers won, revenue, receivables): the owner's view, and that of a
  // platform admin acting for the company. Not for USERs nor API keys.
  'analytics:read': ['OWNER', 'PLATFORM_ADMIN'],
  // API keys (issue 19, ADR 052) are the company's credentials, so only an owner mints one; a platform
  // admin acting for the company may see and revoke them (a leaked key) but never holds a secret. A key
  // never manages keys, nor sessions, profile or password: none of those list API_KEY.
  'api-key:create': ['OWNER'],
  'api-key:manage': ['OWNER', 'PLATFORM_ADMIN'],
  'platform:manage': ['PLATFORM_ADMIN'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function isAllowed(role: Role, permission: Permission): boolean {
  const roles: readonly Role[] = PERMISSIONS[permission] ?? [];
  return roles.includes(role);
}

/** A permission an OWNER has and a USER lacks: refusing it names the owner (spec §6). */
export function isOwnerReserved(permission: Permission): boolean {
  return isAllowed('OWNER', permission) && !isAllowed('USER', permission);
}
