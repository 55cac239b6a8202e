import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openMigratedPglite, setupTestContext, testDbKind } from './test/harness.ts';

const ctx = setupTestContext();

describe('app', () => {
  it('answers health with the database kind', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testDbKind });
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with the error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Não encontrado.' } });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/stores']));
  });

  it('answers a wrong type in Portuguese', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 42, senha: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBe('Entrada inválida: esperava um texto, recebeu um número');
  });
});

describe('the API docs', async () => {
  const database = await openMigratedPglite();
  const build = (env: NodeJS.ProcessEnv) =>
    buildApp({ database, config: { ...loadConfig(env), webDir: '/nonexistent', logLevel: 'silent' }, logger: false });
  const production = await build({ NODE_ENV: 'production' });
  const productionWithDocs = await build({ NODE_ENV: 'production', API_DOCS: '1' });
  const development = await build({});
  afterAll(async () => {
    await Promise.all([production.close(), productionWithDocs.close(), development.close()]);
    await database.close();
  });

  it('are off in production: 404 in the one shape', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await production.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: { code: 'not_found', message: 'Não encontrado.' } });
    }
  });

  it('are on in production with API_DOCS=1, and in development by default', async () => {
    for (const app of [productionWithDocs, development]) {
      const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      expect(res.json().openapi).toMatch(/^3\./);
      expect((await app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
    }
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: '0' }).apiDocs).toBe(false);
  });
});
