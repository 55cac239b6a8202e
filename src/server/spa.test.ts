import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';

describe('serving the web app', async () => {
  const webDir = mkdtempSync(join(tmpdir(), 'web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'assets', 'app-1.js'), 'console.log(1);');
  writeFileSync(join(webDir, 'assets', 'app-1.js.map'), '{"sources":["secret.ts"]}');
  const database = await openDatabase({});
  const app = await buildApp({
    database,
    config: { production: true, trustProxy: false, webDir, logLevel: 'silent' },
    logger: false,
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers a known screen with the app and 200', async () => {
    const res = await app.inject({ method: 'GET', url: '/login-lojista?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('answers an unknown path with the app (its 404 page) and status 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('keeps JSON 404s for the API and for other methods', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/nao-existe' })).json().error.code).toBe('not_found');
    expect((await app.inject({ method: 'POST', url: '/lojista' })).statusCode).toBe(404);
  });

  it('serves the built files but never a source map', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/app-1.js' })).statusCode).toBe(200);
    const map = await app.inject({ method: 'GET', url: '/assets/app-1.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  });
});
