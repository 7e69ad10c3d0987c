import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The client a rate limit counts: an IPv4 address, or the /64 network of an IPv6 address. One
 * subscriber usually gets a whole /64 and can pick any address in it, so counting single IPv6
 * addresses would give a guesser endless fresh counters.
 */
export function clientKey(ip: string): string {
  if (!net.isIP(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}
