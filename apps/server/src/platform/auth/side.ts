import type { IncomingMessage } from 'node:http';
import { requestHost, type TrustFn } from '../proxy.ts';

/** Platform admins work on the admin side, company users on the company side; never across. */
export type Side = 'admin' | 'company';

/** The side a request (or a socket handshake) is on. */
export type SideOf = (request: IncomingMessage) => Side;

/** A host header's name: lower case, without port or a trailing dot. */
function hostnameOf(host: string): string {
  const lower = host.trim().toLowerCase();
  const name = lower.startsWith('[') ? lower.slice(0, lower.indexOf(']') + 1) : lower.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

/**
 * The admin side is exactly the host of ADMIN_URL (any port); every other host is the company side.
 * The host is the Host header, or X-Forwarded-Host from a trusted proxy: a client-written header
 * naming some other "admin." host decides nothing.
 */
export function sideResolver(adminUrl: string, trust: TrustFn | false): SideOf {
  const adminHost = hostnameOf(new URL(adminUrl).host);
  return (request) => (hostnameOf(requestHost(request, trust)) === adminHost ? 'admin' : 'company');
}
