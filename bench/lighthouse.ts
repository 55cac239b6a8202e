/**
 * Lighthouse mobile (the default config: a mid-range phone on a slow 4G, simulated) on the
 * production build with the demo-like shop: `/`, `/store/{id}` (12 photos) and `/checkout/{id}`
 * with two products in the cart (written to the origin's localStorage before the run, kept by
 * `disableStorageReset`; a run whose checkout did not fetch the cart's photos is reported as one
 * that did not see the cart). Baseline: a bare React 19 page (bundled with esbuild, served
 * gzip-compressed by a tiny node:http server). The pages take turns in every round; the median of
 * the rounds is reported. Then the shop's page once in the same Chromium with JavaScript off: how
 * much of the shop (its name, its opening hours, every product's name, price and photo) it shows.
 * System Chromium through chrome-launcher (CHROME_PATH, default /usr/bin/chromium); nothing is
 * downloaded.
 *
 *   npx tsx bench/lighthouse.ts [--runs 3]
 *
 * LIGHTHOUSE_JSON_DIR=dir also writes each run's whole report there as JSON.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { Storefront } from '../src/shared/contracts/storefront.ts';
import { formatCents } from '../src/shared/money.ts';
import { summarizeWeek } from '../src/shared/opening-hours.ts';
import { bareReactBundle } from './bundle.ts';
import { kb, markdownTable, median, num, seconds } from './perf-format.ts';
import { HOST, log, startServer } from './perf-server.ts';
import { dropSites, getSite } from './perf-site.ts';

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  imageBytes: number;
  scriptBytes: number;
  totalBytes: number;
  /** Of the files the target expects (the cart's photos at checkout), those the page did not fetch. */
  missing: string[];
}

export interface LighthousePage {
  page: string;
  runs: LighthouseRun[];
}

/** What the shop's page shows with JavaScript off, against what its storefront holds. */
export interface WithoutJavaScript {
  page: string;
  shopName: boolean;
  /** The week's lines ('Segunda a Sexta' and its hours), as the page summarizes them. */
  hours: { shown: number; of: number };
  /** Products whose card has the name and the price. */
  products: { shown: number; of: number };
  /** Products with a photo whose card shows it loaded. */
  photos: { shown: number; of: number };
}

export interface LighthouseResult {
  pages: LighthousePage[];
  withoutJavaScript: WithoutJavaScript;
}

const BARE_HTML = `<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><meta name="description" content="A bare React page"><title>React</title><script type="module" src="/app.js"></script></head><body><div id="root"></div></body></html>`;

/** The bare React page on loopback: index.html and app.js from memory, gzip when accepted. */
async function startBareServer(): Promise<{ url: string; server: Server }> {
  const files: Record<string, { type: string; body: Buffer }> = {
    '/': { type: 'text/html; charset=utf-8', body: Buffer.from(BARE_HTML) },
    '/app.js': { type: 'text/javascript; charset=utf-8', body: Buffer.from(bareReactBundle()) },
  };
  const gzipped = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, gzipSync(v.body, { level: 9 })]));
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] as string;
    const file = files[path];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': file.type,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'cache-control': path === '/' ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    res.end(gzip ? gzipped[path] : file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  return { url: `http://${HOST}:${address.port}`, server };
}

interface Target {
  page: string;
  url: string;
  /** localStorage entries to set on the page's origin before the run (storage is then kept). */
  storage?: Record<string, string>;
  /** Paths the page must fetch for the run to be what it says (the cart's photos at checkout). */
  expects?: string[];
}

function summarize(
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; details?: unknown }>;
  },
  expects: string[] = [],
): LighthouseRun {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items =
    (
      lhr.audits['network-requests']?.details as {
        items?: { url: string; resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const bytesOf = (type?: string) =>
    items.filter((i) => !type || i.resourceType === type).reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    imageBytes: bytesOf('Image'),
    scriptBytes: bytesOf('Script'),
    totalBytes: bytesOf(),
    missing: expects.filter((path) => !items.some((i) => new URL(i.url).pathname === path)),
  };
}

/**
 * The shop's page in a tab with JavaScript off (the page as its HTML draws it, photos loaded: a
 * page without scripts loads its lazy images at once), checked against the shop's storefront.
 */
async function withoutJavaScript(browser: Browser, origin: string, storeId: number): Promise<WithoutJavaScript> {
  const response = await fetch(`${origin}/api/storefront/stores/${storeId}`);
  if (!response.ok) throw new Error(`storefront ${storeId}: ${response.status}`);
  const storefront = (await response.json()) as Storefront;
  const week = storefront.store.horarios ? summarizeWeek(storefront.store.horarios) : [];
  const products = storefront.products.map((p) => ({
    name: p.name,
    price: formatCents(p.priceCents),
    image: p.imageUrl,
  }));
  const page = await browser.newPage();
  try {
    await page.setJavaScriptEnabled(false);
    await page.setViewport({ width: 390, height: 844, isMobile: true, deviceScaleFactor: 2 });
    await page.goto(`${origin}/store/${storeId}`, { waitUntil: 'load' });
    // tsx names the functions it compiles with a helper of its own, which the page does not have.
    await page.evaluate('globalThis.__name = (f) => f');
    const seen = await page.evaluate(
      (expected) => {
        const root = document.getElementById('root');
        const text = (e: Element | null | undefined) => (e?.textContent ?? '').replace(/\s+/g, ' ').trim();
        const cards = [...(root?.querySelectorAll('article') ?? [])];
        const rows = [...(root?.querySelectorAll('dl > div') ?? [])].map((row) => [
          text(row.querySelector('dt')),
          text(row.querySelector('dd')),
        ]);
        return {
          shopName: text(root?.querySelector('h1')) === expected.shopName,
          hours: expected.week.filter((line) =>
            rows.some(([days, hours]) => days === line.days && hours === line.hours),
          ).length,
          products: expected.products.map((product) => {
            const card = cards.find((c) => text(c.querySelector('h3')) === product.name);
            const img = card?.querySelector('img');
            return {
              shown: Boolean(card && text(card).includes(product.price.replace(/\u00a0/g, ' '))),
              photo: Boolean(
                product.image && img?.complete && img.naturalWidth > 0 && img.currentSrc.includes(product.image),
              ),
            };
          }),
        };
      },
      { shopName: storefront.store.nomeEmpresa, week, products },
    );
    return {
      page: `\`/store/{id}\` without JavaScript (${products.length} products, ${products.filter((p) => p.image).length} photos)`,
      shopName: seen.shopName,
      hours: { shown: seen.hours, of: week.length },
      products: { shown: seen.products.filter((p) => p.shown).length, of: products.length },
      photos: { shown: seen.products.filter((p) => p.photo).length, of: products.filter((p) => p.image).length },
    };
  } finally {
    await page.close();
  }
}

/** One Lighthouse run of `target`; undefined when Lighthouse reports a runtime error. */
async function lighthouseRun(browser: Browser, port: number, target: Target) {
  if (target.storage) {
    const page = await browser.newPage();
    await page.goto(`${new URL(target.url).origin}/api/health`);
    await page.evaluate((entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, target.storage);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  }
  const result = await lighthouse(target.url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Keeps the cart; the browser cache was cleared above, so the load is still cold.
    disableStorageReset: Boolean(target.storage),
  });
  if (!result) throw new Error(`lighthouse gave no result for ${target.url}`);
  return result.lhr.runtimeError ? undefined : result;
}

export async function runLighthouseBench(options: { runs: number }): Promise<LighthouseResult> {
  const site = await getSite('pglite');
  const server = await startServer(site.database);
  const bare = await startBareServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://${HOST}:${chrome.port}` });
  const cart = site.shop.products.slice(0, 2).map((p) => ({
    productId: p.id,
    name: p.name,
    priceCents: p.priceCents,
    quantity: 1,
    imageUrl: p.imageUrl,
  }));
  const targets: Target[] = [
    { page: '`/`', url: `${server.url}/` },
    {
      page: `\`/store/{id}\` (${site.shop.products.filter((p) => p.imageUrl).length} photos)`,
      url: `${server.url}/store/${site.shop.storeId}`,
    },
    {
      page: '`/checkout/{id}` (2 products in the cart)',
      url: `${server.url}/checkout/${site.shop.storeId}`,
      // The cart as the shop's page keeps it (src/web/features/storefront/cart/cart-storage.ts).
      storage: { [`cart_${site.shop.storeId}`]: JSON.stringify({ items: cart, updatedAt: Date.now() }) },
      // The checkout draws each line with its photo: fetched only when the cart was there.
      expects: cart.flatMap((item) => (item.imageUrl ? [new URL(item.imageUrl, server.url).pathname] : [])),
    },
    { page: 'baseline: a bare React page', url: `${bare.url}/` },
  ];
  const results = new Map<string, LighthouseRun[]>(targets.map((t) => [t.page, []]));
  try {
    for (let round = 0; round < options.runs; round += 1) {
      // Rotate the order each round, so no page always runs first or right after another.
      const order = targets.map((_, i) => targets[(i + round) % targets.length] as Target);
      for (const target of order) {
        // Under a heavily loaded machine Chromium now and then misses the trace (NO_NAVSTART): try again.
        let result: Awaited<ReturnType<typeof lighthouseRun>> | undefined;
        for (let attempt = 1; attempt <= 3 && !result; attempt += 1) {
          result = await lighthouseRun(browser, chrome.port, target);
          if (!result) log(`  lighthouse ${target.page}: no trace (attempt ${attempt})`);
        }
        if (!result) continue;
        const run = summarize(result.lhr as unknown as Parameters<typeof summarize>[0], target.expects);
        if (process.env.LIGHTHOUSE_JSON_DIR) {
          // The whole report, to read long tasks, bootup time per script and the main thread's work.
          mkdirSync(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true });
          const name = `${targets.indexOf(target)}-${target.page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${round}.json`;
          writeFileSync(join(process.env.LIGHTHOUSE_JSON_DIR, name), JSON.stringify(result.lhr));
        }
        results.get(target.page)?.push(run);
        log(
          `  lighthouse ${target.page}: score ${run.score}, LCP ${seconds(run.lcpMs)}, TBT ${num(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}` +
            (run.missing.length ? `, never fetched ${run.missing.join(' ')}` : ''),
        );
      }
    }
    const noScript = await withoutJavaScript(browser, server.url, site.shop.storeId);
    return {
      pages: targets.map((t) => ({ page: t.page, runs: results.get(t.page) ?? [] })),
      withoutJavaScript: noScript,
    };
  } finally {
    await browser.disconnect().catch(() => {});
    chrome.kill();
    bare.server.close();
    await server.stop();
  }
}

export function lighthouseTable({ pages, withoutJavaScript }: LighthouseResult): string {
  const pageRows = pages.map((p) => {
    const m = (pick: (r: LighthouseRun) => number) => median(p.runs.map(pick));
    const unlike = p.runs.filter((r) => r.missing.length).length;
    return [
      unlike ? `${p.page}: ${unlike} of the runs without what it needs` : p.page,
      p.runs.length,
      num(m((r) => r.score)),
      seconds(m((r) => r.lcpMs)),
      `${num(m((r) => r.tbtMs))} ms`,
      m((r) => r.cls).toFixed(3),
      seconds(m((r) => r.fcpMs)),
      kb(m((r) => r.imageBytes)),
      kb(m((r) => r.scriptBytes)),
      kb(m((r) => r.totalBytes)),
    ];
  });
  const w = withoutJavaScript;
  const of = ({ shown, of }: { shown: number; of: number }) => `${shown} of ${of}`;
  return [
    markdownTable(
      ['Page', 'Runs:', 'Score:', 'LCP:', 'TBT:', 'CLS:', 'FCP:', 'Images:', 'JS:', 'All bytes:'],
      pageRows,
    ),
    markdownTable(
      ['Page', "Shop's name:", 'Opening hours (lines):', 'Products with name and price:', 'Photos loaded:'],
      [[w.page, w.shopName ? 'yes' : 'no', of(w.hours), of(w.products), of(w.photos)]],
    ),
  ].join('\n\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const i = process.argv.indexOf('--runs');
  const runs = i >= 0 ? Number(process.argv[i + 1]) : 3;
  try {
    log(lighthouseTable(await runLighthouseBench({ runs })));
  } finally {
    await dropSites();
  }
  // Chromium's debugging connection can leave a handle open after the work is done.
  process.exit(process.exitCode ?? 0);
}
