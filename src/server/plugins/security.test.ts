import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, setupTestContext, type TestContext } from '../test/harness.ts';
import { sameOrigin } from './security.ts';

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
    proxied = await createTestContext({ config: { trustProxy: true } });
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
