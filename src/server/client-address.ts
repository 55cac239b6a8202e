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
