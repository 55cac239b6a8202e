import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactCpfs } from './request-log.ts';
import { registerAndLogin } from './test/fixtures.ts';
import { createTestContext } from './test/harness.ts';

describe('CPFs out of the request log', () => {
  it('redacts 11 digits in a row and a formatted CPF, typed or percent-encoded', () => {
    for (const cpf of ['52998224725', '529.982.247-25', '529%2E982%2E247%2D25', '529 982 247 25', '529+982+247+25']) {
      expect(redactCpfs(`/api/customers?search=${cpf}&x=1`), cpf).toBe('/api/customers?search=[cpf]&x=1');
    }
    expect(redactCpfs('/a/52998224725/b/11144477735')).toBe('/a/[cpf]/b/[cpf]');
  });

  it('keeps ids, barcodes and other numbers', () => {
    for (const url of [
      '/api/products/search?q=7891000315507',
      '/api/products/search?q=789100031550',
      '/api/images/0f4c9b7e-1d2a-4c3b-9e8f-123456789012',
      '/api/orders?before=2147483647',
      '/store/12',
    ]) {
      expect(redactCpfs(url), url).toBe(url);
    }
  });

  describe('in the server’s own log lines', () => {
    const lines: string[] = [];
    let ctx: Awaited<ReturnType<typeof createTestContext>>;
    beforeAll(async () => {
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      ctx = await createTestContext({ logger: { level: 'info', stream } });
    }, 60_000);
    afterAll(async () => ctx?.close());

    it('logs the request with its URL redacted, the search in a body never logged', async () => {
      const shop = await registerAndLogin(ctx.app);
      for (const url of ['/api/customers?search=529.982.247-25', '/api/customers?search=52998224725']) {
        expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie: shop.cookie } })).statusCode).toBe(200);
      }
      const search = await ctx.app.inject({
        method: 'POST',
        url: '/api/customers/search',
        headers: { cookie: shop.cookie },
        payload: { search: '52998224725' },
      });
      expect(search.statusCode).toBe(200);
      const log = lines.join('');
      expect(log).toContain('"url":"/api/customers?search=[cpf]"');
      expect(log).toContain('"url":"/api/customers/search"');
      expect(log).not.toMatch(/52998224725|529\.982\.247-25/);
    });
  });
});
