import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, setupTestContext, type TestContext } from '../test/harness.ts';
import { helmetHeaders, sameOrigin } from './security.ts';

const ctx = setupTestContext();

/** A state-changing request with the given Host, Origin and (behind a proxy) forwarded scheme. */
function post(app: TestContext['app'], headers: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { host: 'loja.example', ...headers },
    remoteAddress: '10.60.0.1',
  });
}

const refused = { error: { code: 'bad_origin', message: 'Requisição recusada.' } };

describe('the Origin check compares scheme, host and port', () => {
  it('accepts the same origin, with or without the default port', async () => {
    expect((await post(ctx.app, { origin: 'http://loja.example' })).statusCode).toBe(204);
    expect((await post(ctx.app, { origin: 'http://loja.example:80' })).statusCode).toBe(204);
    expect((await post(ctx.app, { host: 'loja.example:3000', origin: 'http://loja.example:3000' })).statusCode).toBe(
      204,
    );
  });

  it('refuses another scheme, another port or another host in the one shape', async () => {
    for (const origin of [
      'https://loja.example',
      'http://loja.example:8080',
      'http://outra.example',
      'http://loja.example.outra.example',
      'null',
      'nao e uma url',
    ]) {
      const res = await post(ctx.app, { origin });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json(), origin).toEqual(refused);
    }
  });

  it('matches ports and default ports as URLs do', () => {
    expect(sameOrigin('https://loja.example', 'https', 'loja.example:443')).toBe(true);
    expect(sameOrigin('https://loja.example:8443', 'https', 'loja.example')).toBe(false);
    expect(sameOrigin('http://loja.example', 'https', 'loja.example')).toBe(false);
    expect(sameOrigin('https://LOJA.example', 'https', 'loja.example')).toBe(true);
  });
});

describe('behind a TLS proxy (TRUST_PROXY)', () => {
  let proxied: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    // TRUST_PROXY=1: one proxy in front.
    proxied = await createTestContext({ config: { trustProxy: 1 } });
  }, 60_000);
  afterAll(async () => proxied.close());

  it('takes the scheme from X-Forwarded-Proto', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect((await post(proxied.app, { ...https, origin: 'https://loja.example' })).statusCode).toBe(204);
    expect((await post(proxied.app, { ...https, origin: 'http://loja.example' })).statusCode).toBe(403);
    expect((await post(proxied.app, { origin: 'https://loja.example' })).statusCode).toBe(403);
  });

  it('ignores X-Forwarded-Proto without TRUST_PROXY', async () => {
    const res = await post(ctx.app, { 'x-forwarded-proto': 'https', origin: 'https://loja.example' });
    expect(res.statusCode).toBe(403);
  });
});

describe('the per-process limits, whatever the spelling of /api', () => {
  const register = (url: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url, payload: {}, remoteAddress });

  it('count /%61pi/... (the router decodes it to /api/...) as the route itself', async () => {
    // Registration allows 10 a minute per address: the encoded path is the same route and counter.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await register('/api/stores', '10.61.0.1')).statusCode);
    for (let i = 0; i < 5; i += 1) statuses.push((await register('/%61pi/stores', '10.61.0.1')).statusCode);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    const refused = await register('/%61pi/stores', '10.61.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('count /%61pi/auth/login in the flood guard of /api/auth/login (600 a minute per address)', async () => {
    const login = (url: string) =>
      ctx.app.inject({ method: 'POST', url, payload: { email: 1 }, remoteAddress: '10.61.0.2' });
    for (let i = 0; i < 300; i += 1) expect((await login('/api/auth/login')).statusCode).toBe(400);
    for (let i = 0; i < 300; i += 1) expect((await login('/%61pi/auth/login')).statusCode).toBe(400);
    expect((await login('/%61pi/auth/login')).statusCode).toBe(429);
    expect((await login('/api/auth/login')).statusCode).toBe(429);
    // Another address is not affected.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/%61pi/auth/login',
      payload: { email: 1 },
      remoteAddress: '10.61.0.3',
    });
    expect(other.statusCode).toBe(400);
  });

  it('count unknown API paths in any spelling, and never the web app’s pages', async () => {
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, remoteAddress: '10.61.0.4' });
    const first = await get('/%61pi/nada');
    expect(first.statusCode).toBe(404);
    expect(first.headers['x-ratelimit-limit']).toBe('600');
    expect((await get('/API/nada')).headers['x-ratelimit-limit']).toBe('600');
    expect((await get('/login-lojista')).headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('the security headers, worked out by helmet once', () => {
  it("are helmet's for the options: the policy as given, HSTS only when asked, no X-Powered-By", () => {
    const policy = { useDefaults: false, directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } };
    const plain = helmetHeaders({ contentSecurityPolicy: policy, strictTransportSecurity: false });
    expect(plain['content-security-policy']).toBe("default-src 'self';object-src 'none'");
    expect(plain['x-content-type-options']).toBe('nosniff');
    expect(plain['x-frame-options']).toBe('SAMEORIGIN');
    expect(plain).not.toHaveProperty('strict-transport-security');
    expect(plain).not.toHaveProperty('x-powered-by');
    const tls = helmetHeaders({ contentSecurityPolicy: policy, strictTransportSecurity: { maxAge: 15552000 } });
    expect(tls['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
  });

  it('refuse options helmet refuses, at start rather than on a request', () => {
    // A keyword without its quotes would be a host name: helmet says so.
    expect(() => helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } })).toThrow(
      'invalid directive value',
    );
  });

  it('are on every answer: the API, a page, an unknown path', async () => {
    for (const url of ['/api/health', '/api/nao-existe', '/']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});
