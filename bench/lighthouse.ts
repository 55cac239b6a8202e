/**
 * Lighthouse mobile (the default config: a mid-range phone on a slow 4G, simulated) on the
 * production build with the demo-like shop: `/`, `/store/{id}` (12 photos) and `/checkout/{id}`
 * with two products in the cart. Baseline: a bare React 19 page (bundled with esbuild, served
 * gzip-compressed by a tiny node:http server). The pages take turns in every round; the median of
 * the rounds is reported. System Chromium through chrome-launcher (CHROME_PATH, default
 * /usr/bin/chromium); nothing is downloaded.
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
}

export interface LighthousePage {
  page: string;
  runs: LighthouseRun[];
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
}

function summarize(lhr: {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: unknown }>;
}): LighthouseRun {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items =
    (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })
      ?.items ?? [];
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
  };
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

export async function runLighthouseBench(options: { runs: number }): Promise<LighthousePage[]> {
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
      storage: { [`cart_${site.shop.storeId}`]: JSON.stringify({ items: cart, updatedAt: Date.now() }) },
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
        const run = summarize(result.lhr as unknown as Parameters<typeof summarize>[0]);
        if (process.env.LIGHTHOUSE_JSON_DIR) {
          // The whole report, to read long tasks, bootup time per script and the main thread's work.
          mkdirSync(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true });
          const name = `${targets.indexOf(target)}-${target.page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${round}.json`;
          writeFileSync(join(process.env.LIGHTHOUSE_JSON_DIR, name), JSON.stringify(result.lhr));
        }
        results.get(target.page)?.push(run);
        log(
          `  lighthouse ${target.page}: score ${run.score}, LCP ${seconds(run.lcpMs)}, TBT ${num(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}`,
        );
      }
    }
  } finally {
    await browser.disconnect().catch(() => {});
    chrome.kill();
    bare.server.close();
    await server.stop();
  }
  return targets.map((t) => ({ page: t.page, runs: results.get(t.page) ?? [] }));
}

export function lighthouseTable(pages: LighthousePage[]): string {
  return markdownTable(
    ['Page', 'Runs:', 'Score:', 'LCP:', 'TBT:', 'CLS:', 'FCP:', 'Images:', 'JS:', 'All bytes:'],
    pages.map((p) => {
      const m = (pick: (r: LighthouseRun) => number) => median(p.runs.map(pick));
      return [
        p.page,
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
    }),
  );
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
