import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PAGE_LOADER, PAGE_LOADER_SOURCE, routePreloadTags } from './spa.ts';
import { insertProduct, insertShop } from './test/storefront-fixtures.ts';
import { serveBuiltWeb } from './test/web-app.ts';

describe('serving the web app', async () => {
  // Over 1 KB, as the real page with its preload links: sent compressed.
  const indexHtml = `<!doctype html><head><title>FidelizaLoja</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(30)}</head><div id="root"></div>`;
  // What the build writes (scripts/build-lib.mjs precompress): a text file and its compressed copies.
  const bigJs = `export const a = [${Array.from({ length: 500 }, (_, i) => i).join(',')}];`;
  const favicon = `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(2000)}</svg>`;
  const { app } = await serveBuiltWeb({
    'index.html': indexHtml,
    'assets/app-1.js': 'console.log(1);',
    'assets/big-1.js': bigJs,
    'assets/big-1.js.br': brotliCompressSync(bigJs),
    'assets/big-1.js.gz': gzipSync(bigJs),
    'favicon.svg': favicon,
    'favicon.svg.gz': gzipSync(favicon),
    'assets/app-1.js.map': '{"sources":["secret.ts"]}',
    // The installable app: its service worker and manifest (src/web/service-worker, src/web/public).
    'sw.js': "self.addEventListener('fetch', () => {});",
    'manifest.webmanifest': '{"name":"FidelizaLoja"}',
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

  it('serves the service worker and the manifest with their types, never cached, under a CSP that allows them', async () => {
    const sw = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const csp = String((await app.inject({ method: 'GET', url: '/lojista' })).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('serves the built files but never a source map', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/app-1.js' })).statusCode).toBe(200);
    const map = await app.inject({ method: 'GET', url: '/assets/app-1.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  });

  describe('compression', () => {
    const immutable = 'public, max-age=31536000, immutable';

    it('sends a built file as its brotli copy, its gzip copy or as it is, by Accept-Encoding', async () => {
      const br = await app.inject({ url: '/assets/big-1.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe(immutable);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigJs);

      const gz = await app.inject({ url: '/assets/big-1.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers['content-type']).toMatch(/javascript/);
      expect(gz.headers.vary).toMatch(/accept-encoding/i);
      expect(gz.headers['cache-control']).toBe(immutable);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(bigJs);

      const plain = await app.inject({ url: '/assets/big-1.js', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.headers['cache-control']).toBe(immutable);
      expect(plain.body).toBe(bigJs);
    });

    it('falls back to the next encoding, or to the file, when a copy is missing', async () => {
      // favicon.svg has only a gzip copy; outside /assets it is revalidated, not kept a year.
      const svg = await app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br, gzip' } });
      expect(svg.headers['content-encoding']).toBe('gzip');
      expect(svg.headers['content-type']).toContain('image/svg+xml');
      expect(svg.headers['cache-control']).toBe('no-cache');
      // A small file has no copies: sent as it is.
      const small = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'br' } });
      expect(small.statusCode).toBe(200);
      expect(small.body).toBe('console.log(1);');
      expect(small.headers['cache-control']).toBe(immutable);
    });

    it('sends the page compressed when the browser accepts it, never cached stale', async () => {
      const br = await app.inject({ url: '/login-lojista', headers: { 'accept-encoding': 'br' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('text/html');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(indexHtml);

      const gz = await app.inject({ url: '/nao-existe', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.statusCode).toBe(404);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(indexHtml);

      const plain = await app.inject({ url: '/login-lojista' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(indexHtml);
    });
  });
});

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe("preloading a public page's own code", async () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_money-1.js': { file: 'assets/money-1.js', imports: ['_react-1.js'] },
    'features/storefront/store-page.tsx': {
      file: 'assets/store-page-1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_money-1.js'],
    },
    'features/storefront/checkout/checkout-page.tsx': {
      file: 'assets/checkout-page-1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_money-1.js'],
    },
  };
  const { app, database } = await serveBuiltWeb({
    'index.html':
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
    '.vite/manifest.json': JSON.stringify(manifest),
  });

  it("sends a shop's page with its route chunk and that chunk's imports, not what the entry already loads", async () => {
    const store = await insertShop(database.db);
    const res = await app.inject({ method: 'GET', url: `/store/${store.id}` });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual(['/assets/store-page-1.js', '/assets/money-1.js']);
    // In the head, with the page's meta.
    expect(res.body.indexOf('modulepreload')).toBeLessThan(res.body.indexOf('</head>'));
    expect(res.body).toContain('og:title');
  });

  it("preloads the checkout's chunk on /checkout/{id}, also for a shop that does not exist (its not-found screen)", async () => {
    const res = await app.inject({ method: 'GET', url: '/checkout/999999' });
    expect(preloads(res.body)).toEqual(['/assets/checkout-page-1.js', '/assets/money-1.js']);
  });

  it('adds nothing to other pages, or for a route the build does not have', async () => {
    expect(preloads((await app.inject({ method: 'GET', url: '/login-lojista' })).body)).toEqual([]);
    expect(preloads((await app.inject({ method: 'GET', url: '/nao-existe' })).body)).toEqual([]);
    expect(preloads((await app.inject({ method: 'GET', url: '/roleta-sorte' })).body)).toEqual([]);
  });

  it("never serves the build's manifest", async () => {
    const res = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('store-page');
  });

  it('sends the pages without preloads when the build has no manifest', () => {
    expect(routePreloadTags({}).size).toBe(0);
  });
});

describe('the two entries of the web app', async () => {
  const shell = (name: string) =>
    `<!doctype html><html><head><title>FidelizaLoja</title><meta name="description" content="x" /><script type="module" src="/assets/${name}-1.js"></script></head><body><div id="root"></div></body></html>`;
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js', '_router-1.js'] },
    'public.html': { file: 'assets/public-1.js', isEntry: true, imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_router-1.js': { file: 'assets/router-1.js' },
    'features/storefront/store-page.tsx': {
      file: 'assets/store-page-1.js',
      isDynamicEntry: true,
      imports: ['public.html', '_react-1.js', '_router-1.js'],
    },
    'features/auth/owner-login-page.tsx': {
      file: 'assets/owner-login-page-1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_react-1.js', '_router-1.js'],
    },
  };
  const { app, database } = await serveBuiltWeb({
    'index.html': shell('index'),
    'public.html': shell('public'),
    '.vite/manifest.json': JSON.stringify(manifest),
  });

  it("sends a shop's page the public entry, with its meta and the preloads that entry does not load", async () => {
    const store = await insertShop(database.db);
    const res = await app.inject({ method: 'GET', url: `/store/${store.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/assets/public-1.js');
    expect(res.body).not.toContain('/assets/index-1.js');
    expect(res.body).toContain('og:title');
    // The public entry does not load the router chunk: the page's own import of it is preloaded.
    expect(preloads(res.body)).toEqual(['/assets/store-page-1.js', '/assets/router-1.js']);
  });

  it("sends the owner panel's pages the owner entry", async () => {
    for (const url of ['/login-lojista', '/lojista', '/super-admin', '/convite/AbCdEfGhIjKlMnOpQrStUvWxYz012345']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('/assets/index-1.js');
    }
    expect(preloads((await app.inject({ method: 'GET', url: '/login-lojista' })).body)).toEqual([
      '/assets/owner-login-page-1.js',
    ]);
  });

  it('sends an unknown path the public entry (its not-found page) with status 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('/assets/public-1.js');
  });

  it('sends a shop that does not exist the public entry with status 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/store/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('/assets/public-1.js');
  });
});

describe('public pages drawn by the server', async () => {
  // As the build writes public.html: the font's preload, the entry and its imports' preloads.
  const shell =
    '<!doctype html><html><head><title>FidelizaLoja</title><meta name="description" content="x" /><link rel="preload" href="/assets/inter-1.woff2" as="font" type="font/woff2" crossorigin /><script type="module" crossorigin src="/assets/public-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js"><link rel="stylesheet" crossorigin href="/assets/styles-1.css"></head><body><div id="root"></div></body></html>';
  // The build's renderer, as the server loads it (dist/ssr/server-entry.js): it counts its calls and
  // fails for a shop named 'Quebra'.
  const renderer = `
    export async function renderPublicPage(pathname, data) {
      globalThis.__pageRenders = (globalThis.__pageRenders ?? 0) + 1;
      if (data.storefront?.store.nomeEmpresa === 'Quebra') throw new Error('falhou');
      const what = data.storefront ? data.storefront.products.map((p) => p.name).join(',') : 'sem dados';
      return '<main data-path="' + pathname + '">' + what + '</main>';
    }`;
  const { app, database } = await serveBuiltWeb({ 'index.html': shell, 'public.html': shell }, { renderer });
  const renders = () => (globalThis as { __pageRenders?: number }).__pageRenders ?? 0;
  const root = (html: string) =>
    /<div id="root">([\s\S]*?)<\/div>\s*(?:<script[^>]*>[^<]*<\/script>\s*)?<\/body>/.exec(html)?.[1];
  /** The page's scripts that run from its own text (not its JSON data). */
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")([^>]*)>([\s\S]*?)<\/script>/g)].map(
      ([, attributes, text]) => ({ attributes: attributes ?? '', text: text ?? '' }),
    );

  it("draws a shop's page and its external page from the shop's data, with the data and preview kept", async () => {
    const store = await insertShop(database.db);
    await insertProduct(database.db, store.id, { name: 'Pão francês' });
    await insertProduct(database.db, store.id, { name: 'Café' });
    for (const url of [`/store/${store.id}`, `/loja-externa/${store.id}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(root(res.body), url).toBe(`<main data-path="${url}">Café,Pão francês</main>`);
      expect(res.body, url).toContain('og:title');
      expect(res.body, url).toContain('id="storefront-data"');
    }
  });

  it("starts a drawn page's code from its one inline script, without the font's preload, and another page's as before", async () => {
    const store = await insertShop(database.db);
    for (const url of [`/store/${store.id}`, `/loja-externa/${store.id}`]) {
      const drawn = await app.inject({ method: 'GET', url });
      expect(drawn.body, url).not.toContain('<script type="module"');
      expect(drawn.body, url).not.toContain('<link rel="modulepreload"');
      expect(drawn.body, url).not.toContain('as="font"');
      // Its first paint in the fallback fonts: Inter is asked for after it.
      expect(drawn.body, url).toMatch(/^<!doctype html><html data-fallback-font>/);
      // What the first paint needs stays: the stylesheet.
      expect(drawn.body, url).toContain('<link rel="stylesheet" crossorigin href="/assets/styles-1.css">');
      expect(inlineScripts(drawn.body), url).toEqual([
        { attributes: ' data-entry="/assets/public-1.js" data-preload="/assets/react-1.js"', text: PAGE_LOADER },
      ]);
      expect(drawn.body.indexOf(PAGE_LOADER), url).toBeGreaterThan(drawn.body.indexOf('<div id="root"><main'));
    }
    // A page the browser draws (an unknown shop's) keeps its tags.
    const unknown = await app.inject({ method: 'GET', url: '/store/999999' });
    expect(unknown.body).toContain('<script type="module" crossorigin src="/assets/public-1.js"></script>');
    expect(unknown.body).toContain('<link rel="modulepreload" crossorigin href="/assets/react-1.js">');
    expect(unknown.body).toContain('as="font"');
    expect(unknown.body).not.toContain('data-fallback-font');
    expect(inlineScripts(unknown.body)).toEqual([]);
  });

  it('allows the inline script of every drawn page by its hash, and no other inline script', async () => {
    const store = await insertShop(database.db);
    for (const url of [`/store/${store.id}`, `/loja-externa/${store.id}`]) {
      const res = await app.inject({ method: 'GET', url });
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
      const scripts = inlineScripts(res.body);
      expect(scripts, url).toHaveLength(1);
      const hash = createHash('sha256')
        .update(scripts[0]?.text ?? '')
        .digest('base64');
      expect(scriptSrc?.split(' '), url).toEqual(["'self'", `'sha256-${hash}'`]);
    }
  });

  /**
   * PAGE_LOADER run in a page of its own, whose frames, timers, events and paint entries the test
   * gives; with `paintTiming`, a browser that reports its paints (PerformanceObserver's 'paint').
   */
  const runLoader = ({ paintTiming = true, hidden = false } = {}) => {
    const page = {
      added: [] as Record<string, string>[],
      removed: [] as string[],
      frames: [] as (() => void)[],
      timers: [] as { run: () => void; ms: number }[],
      listeners: {} as Record<string, () => void>,
      observers: [] as { report: (names: string[]) => void; disconnected: boolean }[],
      frame() {
        for (const run of page.frames.splice(0)) run();
      },
      tick(ms: number) {
        const due = page.timers.filter((timer) => timer.ms <= ms);
        page.timers = page.timers.filter((timer) => timer.ms > ms);
        for (const timer of due) timer.run();
      },
      paint(name: string) {
        for (const observer of page.observers) if (!observer.disconnected) observer.report([name]);
      },
    };
    class FakeObserver {
      static supportedEntryTypes = ['mark', 'measure', 'navigation', 'resource', 'paint'];
      constructor(callback: (list: { getEntriesByName(name: string): unknown[] }, observer: FakeObserver) => void) {
        const entry = {
          disconnected: false,
          report: (names: string[]) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this),
        };
        this.disconnect = () => {
          entry.disconnected = true;
        };
        page.observers.push(entry);
      }
      disconnect: () => void;
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
    }
    runInNewContext(PAGE_LOADER, {
      document: {
        hidden,
        currentScript: { dataset: { entry: '/assets/public-1.js', preload: '/assets/react-1.js /assets/page-1.js' } },
        documentElement: { removeAttribute: (name: string) => page.removed.push(name) },
        createElement: (tag: string) => ({ tag }),
        head: { appendChild: (element: Record<string, string>) => page.added.push(element) },
      },
      ...(paintTiming ? { PerformanceObserver: FakeObserver } : {}),
      requestAnimationFrame: (run: () => void) => page.frames.push(run),
      setTimeout: (run: () => void, ms: number) => page.timers.push({ run, ms }),
      addEventListener: (name: string, run: () => void) => {
        page.listeners[name] = run;
      },
    });
    return page;
  };
  const loaded = [
    { tag: 'link', crossOrigin: '', rel: 'modulepreload', href: '/assets/react-1.js' },
    { tag: 'link', crossOrigin: '', rel: 'modulepreload', href: '/assets/page-1.js' },
    { tag: 'script', crossOrigin: '', type: 'module', src: '/assets/public-1.js' },
  ];

  it('adds the preloads and the entry, and lets the page use Inter, once its first paint is on screen', () => {
    const page = runLoader();
    page.frame();
    page.tick(0);
    page.paint('first-paint');
    // Nothing before the browser says the first contentful paint is on screen.
    expect(page.added).toEqual([]);
    expect(page.removed).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.added).toEqual(loaded);
    expect(page.removed).toEqual(['data-fallback-font']);
    expect(page.observers.every((observer) => observer.disconnected)).toBe(true);
    // The load event's fallback does not add them again.
    page.listeners.load?.();
    page.tick(2000);
    expect(page.added).toEqual(loaded);
  });

  it('without paint timing, adds them in the task after the first frame', () => {
    const page = runLoader({ paintTiming: false });
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual([]);
    page.tick(0);
    expect(page.added).toEqual(loaded);
  });

  it('adds them on the load event in a tab that paints nothing (in the background), and 2 s after it in any tab', () => {
    const hidden = runLoader({ hidden: true });
    hidden.listeners.load?.();
    hidden.tick(0);
    expect(hidden.added).toEqual(loaded);
    const visible = runLoader();
    visible.listeners.load?.();
    visible.tick(0);
    expect(visible.added).toEqual([]);
    visible.tick(2000);
    expect(visible.added).toEqual(loaded);
  });

  it('draws a page once for each copy of the shop, and again when the shop changes', async () => {
    const store = await insertShop(database.db);
    await insertProduct(database.db, store.id, { name: 'Bolo' });
    const url = `/store/${store.id}`;
    // The first read starts the cache's listening, and its copy is not kept: read until one is.
    const drawnNow = async (text: string) => {
      for (let i = 0; i < 80; i++) {
        const before = renders();
        const res = await app.inject({ method: 'GET', url });
        if (root(res.body)?.includes(text) && renders() === before) return res;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no kept copy with ${text}`);
    };
    const first = await drawnNow('Bolo');
    const before = renders();
    const again = await app.inject({ method: 'GET', url });
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(renders()).toBe(before);
    expect(again.body).toBe(first.body);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);

    // A change of the shop (as its event does) drops the copy: the next one is drawn again.
    await insertProduct(database.db, store.id, { name: 'Torta' });
    app.storefrontCache.clear();
    const changed = await drawnNow('Torta');
    expect(renders()).toBeGreaterThan(before);
    expect(root(changed.body)).toBe(`<main data-path="${url}">Bolo,Torta</main>`);
  });

  it("draws the checkout and the privacy notice from the shop's data (the checkout without the browser's cart)", async () => {
    const store = await insertShop(database.db);
    await insertProduct(database.db, store.id, { name: 'Broa' });
    for (const url of [`/checkout/${store.id}`, `/privacidade/${store.id}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(root(res.body), url).toBe(`<main data-path="${url}">Broa</main>`);
      expect(res.body, url).toContain('id="storefront-data"');
    }
  });

  it('leaves to the browser an unknown shop and the owner panel', async () => {
    const before = renders();
    for (const [url, status] of [
      ['/store/999999', 404],
      ['/checkout/999999', 200],
      ['/login-lojista', 200],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(root(res.body), url).toBe('');
    }
    expect(renders()).toBe(before);
  });

  it('draws the not-found page once for every unknown path, with status 404', async () => {
    const before = renders();
    const first = await app.inject({ method: 'GET', url: '/nao-existe' });
    const other = await app.inject({ method: 'GET', url: '/outra/pagina?x=1' });
    expect(first.statusCode).toBe(404);
    expect(other.statusCode).toBe(404);
    expect(root(first.body)).toBe('<main data-path="/nao-existe">sem dados</main>');
    expect(other.body).toBe(first.body);
    expect(renders() - before).toBe(1);
  });

  it('draws the landing page without data, once', async () => {
    const before = renders();
    const first = await app.inject({ method: 'GET', url: '/' });
    await app.inject({ method: 'GET', url: '/' });
    expect(root(first.body)).toBe('<main data-path="/">sem dados</main>');
    expect(renders() - before).toBe(1);
    // Its code starts after the first paint too, by the script the CSP allows.
    expect(inlineScripts(first.body).map((script) => script.text)).toEqual([PAGE_LOADER]);
    expect(String(first.headers['content-security-policy'])).toContain(PAGE_LOADER_SOURCE);
  });

  it('sends the page for the browser to draw when drawing it fails', async () => {
    const store = await insertShop(database.db, { nomeEmpresa: 'Quebra' });
    const res = await app.inject({ method: 'GET', url: `/store/${store.id}` });
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toBe('');
    expect(res.body).toContain('id="storefront-data"');
  });
});
