import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../platform/errors.ts';

/**
 * Where a webhook may be sent (ADR 053, SSRF): an endpoint's host must resolve, every address of
 * it, to a public unicast address — never private, loopback, link-local, unique-local, multicast,
 * unspecified, carrier-grade NAT or otherwise reserved (`ipaddr.js` range() is `unicast` only for
 * what is left). Checked on registration and again at every delivery, on the very addresses the
 * request then connects to (DNS may answer differently by then). `allowPrivate`
 * (WEBHOOKS_ALLOW_PRIVATE) lifts the check and allows http:// too, for development and tests.
 */
export interface AddressPolicy {
  allowPrivate: boolean;
}

/** Whether one address (v4, v6, or v4-mapped v6) is a public unicast one. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** A URL's host as DNS and ipaddr.js take it (`[::1]` → `::1`). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** The error names the host and lands on the form's address field. */
function urlError(code: 'error_webhook_host_unknown' | 'error_webhook_address_refused', host: string) {
  const params = { host };
  return new AppError(code, { params, fields: { url: { code, params } } });
}

export type Resolve = (host: string) => Promise<LookupAddress[]>;

export const systemResolve: Resolve = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * The addresses a request to `host` may connect to; throws `error_webhook_address_refused` when any
 * of them is not public (one bad answer is enough: a client may pick any), or
 * `error_webhook_host_unknown` when the name does not resolve.
 */
export async function allowedAddresses(
  host: string,
  policy: AddressPolicy,
  resolve: Resolve = systemResolve,
): Promise<LookupAddress[]> {
  let addresses: LookupAddress[];
  if (ipaddr.isValid(host)) addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw urlError('error_webhook_host_unknown', host);
    }
    if (addresses.length === 0) throw urlError('error_webhook_host_unknown', host);
  }
  if (!policy.allowPrivate && addresses.some((entry) => !isPublicAddress(entry.address)))
    throw urlError('error_webhook_address_refused', host);
  return addresses;
}

/** An endpoint's address as entered: https (http only with the development setting), a public host. */
export async function checkEndpointUrl(
  value: string,
  policy: AddressPolicy,
  resolve: Resolve = systemResolve,
): Promise<URL> {
  const url = new URL(value);
  if (url.protocol !== 'https:' && !(policy.allowPrivate && url.protocol === 'http:'))
    throw new AppError('error_webhook_not_https', { fields: { url: 'error_webhook_not_https' } });
  await allowedAddresses(hostOf(url), policy, resolve);
  return url;
}
