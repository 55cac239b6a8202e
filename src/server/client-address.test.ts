import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey } from './client-address.ts';
import { loadConfig, parseTrustProxy } from './config.ts';
import { cookieHeader, makeCpf, storeInput } from './test/fixtures.ts';
import { createTestContext } from './test/harness.ts';
import { insertShop } from './test/storefront-fixtures.ts';

describe('the key of the per-address limits', () => {
  it('is an IPv4 address itself, and an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:fffe',
      '2001:DB8:1:2:a:b:c:d',
      '2001:db8:1:2::203.0.113.7',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(addressKey(ip), ip).toBe(key);
    }
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1')).toBe('fe80:0:0:0::/64');
    // The NAT64 prefix is not IPv4-mapped: it stays IPv6.
    expect(addressKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  it('is anything else as it is, in lower case', () => {
    expect(addressKey('Desconhecido')).toBe('desconhecido');
  });
});

describe('TRUST_PROXY', () => {
  it('is off, a number of proxy hops, or a list of proxy addresses and CIDRs', () => {
    for (const off of [undefined, '', ' ', '0', 'false', 'no', 'OFF']) expect(parseTrustProxy(off), off).toBe(false);
    // One reverse proxy: `true`-like values mean that too (never "trust every address").
    for (const one of ['1', 'true', 'yes', 'on', 'TRUE']) expect(parseTrustProxy(one), one).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1, fd00::/8, loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('refuses anything else at start, in Portuguese', () => {
    for (const bad of ['11', '-1', '1.5', 'sim', '10.0.0.0/33', '10.0.0.1/8/2', '::1/129', 'proxy.example', ',']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY deve ser/);
    }
  });
});

/** A shop's CPF look-up at the checkout, counted per client address (20 in 10 minutes). */
const LOOKUPS_PER_ADDRESS = 20;

describe('the address the limits count, behind a proxy and on IPv6', () => {
  let oneProxy: Awaited<ReturnType<typeof createTestContext>>;
  let proxyList: Awaited<ReturnType<typeof createTestContext>>;
  let direct: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    oneProxy = await createTestContext({ config: { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy } });
    proxyList = await createTestContext({ config: { trustProxy: parseTrustProxy('10.0.0.0/8') } });
    direct = await createTestContext();
  }, 60_000);
  afterAll(async () => {
    await Promise.all([oneProxy?.close(), proxyList?.close(), direct?.close()]);
  });

  async function lookups(
    ctx: Awaited<ReturnType<typeof createTestContext>>,
    storeId: number,
    requests: { remoteAddress: string; forwardedFor?: string }[],
  ) {
    const statuses: number[] = [];
    for (const { remoteAddress, forwardedFor } of requests) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/storefront/stores/${storeId}/customers/lookup`,
        payload: { cpf: makeCpf(statuses.length + 1) },
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }

  /** The address a sign-in through the proxy is recorded with (the owner's list of sessions). */
  async function signedInFrom(
    ctx: Awaited<ReturnType<typeof createTestContext>>,
    remoteAddress: string,
    forwardedFor: string,
  ) {
    const input = storeInput();
    const reg = await ctx.app.inject({ method: 'POST', url: '/api/stores', payload: input, remoteAddress: '10.9.0.1' });
    expect(reg.statusCode).toBe(201);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: input.email, senha: input.senha },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    expect(login.statusCode).toBe(200);
    const sessions = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: { cookie: cookieHeader(login.headers['set-cookie']) },
    });
    return (sessions.json().sessoes as { ip: string }[])[0]?.ip;
  }

  it('with TRUST_PROXY=1, is the entry the proxy added, whatever the client wrote before it', async () => {
    const shop = await insertShop(oneProxy.database.db);
    const forged = Array.from({ length: LOOKUPS_PER_ADDRESS + 1 }, (_, i) => ({
      remoteAddress: '10.0.0.1',
      forwardedFor: `198.18.${i}.1, 203.0.113.7`,
    }));
    expect(await lookups(oneProxy, shop.id, forged)).toEqual([...Array(LOOKUPS_PER_ADDRESS).fill(200), 429]);
    // Another client through the same proxy has its own counter.
    expect(await lookups(oneProxy, shop.id, [{ remoteAddress: '10.0.0.1', forwardedFor: '203.0.113.8' }])).toEqual([
      200,
    ]);
    expect(await signedInFrom(oneProxy, '10.0.0.1', '198.18.0.1, 198.51.100.9')).toBe('198.51.100.9');
  });

  it('with TRUST_PROXY as a list, X-Forwarded-For counts only from those proxies', async () => {
    expect(await signedInFrom(proxyList, '10.1.2.3', '198.18.0.1, 198.51.100.10')).toBe('198.51.100.10');
    // Two proxies of the list in a row: the client is the first address before them.
    expect(await signedInFrom(proxyList, '10.1.2.3', '198.18.0.1, 198.51.100.11, 10.7.7.7')).toBe('198.51.100.11');
    // A client that is not one of the proxies cannot name another address.
    expect(await signedInFrom(proxyList, '192.0.2.50', '198.51.100.12')).toBe('192.0.2.50');
  });

  it('without TRUST_PROXY, is the connection’s address', async () => {
    expect(await signedInFrom(direct, '192.0.2.60', '198.51.100.13')).toBe('192.0.2.60');
  });

  it('counts every IPv6 address of one /64 as one client, and an IPv4-mapped address as its IPv4', async () => {
    const shop = await insertShop(direct.database.db);
    const rotating = Array.from({ length: LOOKUPS_PER_ADDRESS + 1 }, (_, i) => ({
      remoteAddress: `2001:db8:5:6:${(i + 1).toString(16)}::${i + 7}`,
    }));
    expect(await lookups(direct, shop.id, rotating)).toEqual([...Array(LOOKUPS_PER_ADDRESS).fill(200), 429]);
    // The next /64 is another client.
    expect(await lookups(direct, shop.id, [{ remoteAddress: '2001:db8:5:7::1' }])).toEqual([200]);

    const mapped = [
      ...Array.from({ length: LOOKUPS_PER_ADDRESS / 2 }, () => ({ remoteAddress: '192.0.2.70' })),
      ...Array.from({ length: LOOKUPS_PER_ADDRESS / 2 }, () => ({ remoteAddress: '::ffff:192.0.2.70' })),
    ];
    expect(await lookups(direct, shop.id, mapped)).toEqual(Array(LOOKUPS_PER_ADDRESS).fill(200));
    expect(await lookups(direct, shop.id, [{ remoteAddress: '::ffff:192.0.2.70' }])).toEqual([429]);
  });

  it('keys the per-process flood guard the same way (sign-up: 10 a minute per address)', async () => {
    const signUps = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await direct.app.inject({
        method: 'POST',
        url: '/api/stores',
        payload: {},
        remoteAddress: `2001:db8:9:9::${i + 1}`,
      });
      signUps.push(res.statusCode);
    }
    expect(signUps).toEqual([...Array(10).fill(400), 429]);
  });
});
