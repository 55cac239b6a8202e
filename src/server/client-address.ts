import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The eight 16-bit groups of a valid IPv6 address (a zone such as %eth0 left out). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  // An IPv4 tail (::ffff:192.0.2.1, 64:ff9b::192.0.2.1) is its last two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}

/**
 * The key every per-address limit counts a client under. An IPv4 address is itself. An IPv6
 * address is its /64: one household or phone is given a whole /64 and may use any address in it,
 * a new one for every request, so counting single IPv6 addresses would let anyone sidestep every
 * limit. An IPv4-mapped IPv6 address (::ffff:192.0.2.1, what a dual-stack socket reports for an
 * IPv4 client) is the IPv4 address. Anything else (not an IP address) is itself, in lower case.
 */
export function addressKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip.toLowerCase();
  const groups = ipv6Groups(ip);
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The request's client (request.ip, see TRUST_PROXY) as the key of the per-address limits. */
export function clientKey(request: FastifyRequest): string {
  return addressKey(request.ip);
}

/**
 * TRUST_PROXY as Fastify's trustProxy. A number of hops becomes "the first n addresses from the
 * socket are proxies": Fastify (5.12) takes a bare number as trusting no one at all, since a count
 * cannot tell a proxy from a client that connects directly and writes the header itself. So a
 * number is only right when the server is reachable through its proxies alone (it listens on
 * loopback or a private network); otherwise list the proxies' addresses (docs/security.md).
 */
export function trustProxyOption(
  trust: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  if (trust <= 0) return false;
  return (_address, hop) => hop < trust;
}
