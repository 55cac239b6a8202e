import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { Database } from './db/client.ts';
import { openMigratedPglite } from './test/harness.ts';

/** The one error shape, with a message in Portuguese (an accented word or a Portuguese one). */
function expectShape(body: string, code?: string) {
  const parsed = JSON.parse(body) as { error: { code: string; message: string } };
  expect(Object.keys(parsed)).toEqual(['error']);
  expect(Object.keys(parsed.error).sort()).toEqual(['code', 'message']);
  expect(parsed.error.code).toMatch(/^[a-z_]+$/);
  expect(parsed.error.message).toMatch(/[ãáéíóúçê]|endereço|requisição/i);
  if (code) expect(parsed.error.code).toBe(code);
}

/** A request over a real socket, through Node's HTTP parser (app.inject skips it). */
function rawGet(port: number, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const KB60 = 'a'.repeat(60 * 1024);

describe('every /api answer keeps the one error shape, whatever fails', () => {
  let app: FastifyInstance;
  let database: Database;
  let port: number;

  beforeAll(async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    database = await openMigratedPglite();
    app = await buildApp({
      database,
      config: { production: true, trustProxy: false, webDir, logLevel: 'silent' },
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('a 60 KB URL over HTTP: 431 from the header limit, in the shape and in Portuguese', async () => {
    for (const path of [`/api/customers?search=${KB60}`, `/api/gifts/${KB60}`, `/${KB60}`]) {
      const res = await rawGet(port, path);
      expect(res.status).toBe(431);
      expect(res.type).toContain('application/json');
      expectShape(res.body, 'headers_too_large');
    }
  });

  it('a URL under the header limit still answers in the shape over HTTP', async () => {
    const res = await rawGet(port, `/api/customers/${'9'.repeat(8000)}`);
    expect(res.status).toBe(414);
    expectShape(res.body, 'uri_too_long');
  });

  it('a path parameter over the limit: 414 in the shape', async () => {
    for (const url of [`/api/customers/${'1'.repeat(300)}`, `/api/storefront/stores/${KB60}`, `/api/images/${KB60}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url.slice(0, 40)).toBe(414);
      expectShape(res.body, 'uri_too_long');
    }
  });

  it('a malformed URL: 400 in the shape', async () => {
    for (const url of ['/api/customers/%E0%A4%A', '/api/storefront/orders/%zz', '/api/images/%']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expectShape(res.body, 'bad_url');
    }
  });

  it('/api in any case is the API: a JSON 404, never the HTML app', async () => {
    for (const url of ['/API/health', '/Api/nada', '/API', '/api', '/aPi/gifts?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
      expectShape(res.body, 'not_found');
    }
    // The app's own screens are untouched.
    expect((await app.inject({ method: 'GET', url: '/apiario' })).headers['content-type']).toContain('text/html');
  });

  it('a bad body: malformed JSON, an empty JSON body, another media type, too large', async () => {
    const post = (payload: string, type: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': type }, payload });
    const cases: [Awaited<ReturnType<typeof post>>, number, string][] = [
      [await post('{"email":', 'application/json'), 400, 'invalid_json'],
      [await post('', 'application/json'), 400, 'invalid_json'],
      [await post('email=a', 'application/x-www-form-urlencoded'), 415, 'unsupported_media_type'],
      [await post('{"email":"a@b.com","senha":"x"}', 'text/plain'), 415, 'unsupported_media_type'],
      [await post('{"email":"a@b.com","senha":"x"}', 'text/plain;charset=UTF-8'), 415, 'unsupported_media_type'],
      [await post('--x\r\n\r\n--x--', 'multipart/form-data; boundary=x'), 415, 'unsupported_media_type'],
      [await post('<a/>', 'application/xml'), 415, 'unsupported_media_type'],
      [await post(JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 1) }), 'application/json'), 413, 'body_too_large'],
    ];
    for (const [res, status, code] of cases) {
      expect(res.statusCode).toBe(status);
      expectShape(res.body, code);
    }
  });

  it('a body that is not JSON answers 415 on every JSON route, with or without a body schema', async () => {
    for (const [url, type] of [
      ['/api/auth/logout', 'text/plain'],
      ['/api/stores', 'text/plain'],
      ['/api/storefront/stores/1/customers/lookup', 'application/x-www-form-urlencoded'],
      ['/api/public/stores/1/surveys', 'text/csv'],
    ] as const) {
      const res = await app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload: 'cpf=1' });
      expect(res.statusCode, `${url} ${type}`).toBe(415);
      expect(res.json(), url).toEqual({
        error: { code: 'unsupported_media_type', message: 'Formato de conteúdo não aceito. Envie JSON.' },
      });
    }
  });

  it('60 KB URLs through the router answer in the shape too', async () => {
    for (const url of [
      `/api/customers?search=${KB60}`,
      `/api/products?search=${KB60}`,
      `/api/nada/${KB60}`,
      `/API/${KB60}`,
      `/api/health?${KB60}=1`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(200);
      expect(res.statusCode).toBeLessThan(500);
      if (res.statusCode >= 400) expect(() => JSON.parse(res.body).error.code).not.toThrow();
    }
  });
});
