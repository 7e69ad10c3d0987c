import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Which peers may tell us the client's address, host and protocol (`X-Forwarded-*`): the nearest
 * `hops` proxies, or the proxies at `addresses`. Nobody is `{ hops: 0 }`.
 */
export type TrustProxy = { hops: number } | { addresses: string[] };

/** Whether the peer at `address`, `hop` steps from us (0: the socket's peer), is a trusted proxy. */
export type TrustFn = (address: string, hop: number) => boolean;

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_HELP =
  'must be true or false, a hop count (how many proxies stand in front), or a comma-separated list of ' +
  'the proxies\u2019 IP addresses or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1; also loopback, linklocal, uniquelocal)';

/**
 * TRUST_PROXY as written. `true` means exactly one proxy in front (its peer), never every hop: a
 * client could otherwise write its own X-Forwarded-For and X-Forwarded-Host.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === 'yes') return { hops: 1 };
  if (text === 'false' || text === 'no' || text === '') return { hops: 0 };
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const addresses = text.split(',').map((entry) => entry.trim());
  for (const entry of addresses) {
    const address = entry.split('/')[0]!;
    // proxy-addr also takes legacy forms such as "1.5" (= 1.0.0.5); only plain addresses are meant here.
    if (!NAMED_RANGES.has(entry) && !net.isIP(address))
      throw new Error(`${TRUST_PROXY_HELP}; not "${entry}"`);
  }
  try {
    proxyAddr.compile(addresses);
  } catch (error) {
    throw new Error(`${TRUST_PROXY_HELP}; ${(error as Error).message}`);
  }
  return { addresses };
}

/** The trust decision Fastify and our own host check use; false when no proxy is trusted. */
export function trustFunction(setting: TrustProxy): TrustFn | false {
  if ('addresses' in setting) return proxyAddr.compile(setting.addresses);
  const { hops } = setting;
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

/**
 * The host a request was addressed to: the Host header, or the X-Forwarded-Host the nearest proxy set
 * when the peer is a trusted proxy (as Fastify's `request.host` does; also for the socket handshake).
 */
export function requestHost(request: IncomingMessage, trust: TrustFn | false): string {
  const forwarded = request.headers['x-forwarded-host'];
  const peer = request.socket?.remoteAddress;
  if (trust && typeof forwarded === 'string' && forwarded && peer && trust(peer, 0)) {
    return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
  }
  return request.headers.host ?? '';
}

/**
 * The client's address as Fastify's `request.ip` has it: the socket's peer, or the address the trusted
 * proxies passed on in X-Forwarded-For (for requests that do not go through Fastify: the socket handshake).
 */
export function clientAddress(request: IncomingMessage, trust: TrustFn | false): string {
  if (!trust) return request.socket?.remoteAddress ?? '';
  return proxyAddr(request, trust);
}
