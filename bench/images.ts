/**
 * Product photos on a phone: the bytes a 390 px wide phone downloads for a storefront of 12 photos,
 * before (each product's uploaded file, as the page sent it) and after (the width the browser picks
 * from `srcset`), at DPR 2 and 3, measured in Chromium on the built app; the layout shift of the
 * page; and the time the server takes to make the widths of one upload.
 *
 *   npm run bench -- --only images
 *
 * The photos are made here: 1200×900 "pink noise" (detail at every scale, as in a photo, so that a
 * smaller width keeps texture), saved as WebP at 0.85 as the browser's resize does, about 85 KB
 * each (about 1 MB for 12, the storefront's photos as measured before). The app runs on an
 * in-memory PGlite on 127.0.0.1; nothing is left behind.
 */
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { makeVariants } from '../src/server/modules/images/image-variants.ts';
import { registerAndLogin } from '../src/server/test/fixtures.ts';

const PHOTOS = 12;
const SIZE = { width: 1200, height: 900 };

function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** A photo-like image: smooth value noise summed over octaves, each `detail` times the last. */
export async function syntheticPhoto(seed: number, detail = 0.87): Promise<Buffer> {
  const { width: w, height: h } = SIZE;
  const r = random(seed);
  const px = new Float32Array(w * h * 3);
  for (let cell = w / 2, amp = 60; cell >= 2; cell /= 2, amp *= detail) {
    const gw = Math.ceil(w / cell) + 2;
    const grid = Float32Array.from({ length: gw * (Math.ceil(h / cell) + 2) * 3 }, () => (r() - 0.5) * amp);
    for (let y = 0; y < h; y++) {
      const y0 = Math.floor(y / cell);
      const ty = y / cell - y0;
      for (let x = 0; x < w; x++) {
        const x0 = Math.floor(x / cell);
        const tx = x / cell - x0;
        for (let k = 0; k < 3; k++) {
          const a = grid[(y0 * gw + x0) * 3 + k] ?? 0;
          const b = grid[(y0 * gw + x0 + 1) * 3 + k] ?? 0;
          const c = grid[((y0 + 1) * gw + x0) * 3 + k] ?? 0;
          const d = grid[((y0 + 1) * gw + x0 + 1) * 3 + k] ?? 0;
          const i = (y * w + x) * 3 + k;
          px[i] = (px[i] ?? 0) + a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty;
        }
      }
    }
  }
  const out = Buffer.alloc(w * h * 3);
  for (let i = 0; i < out.length; i++) out[i] = Math.max(0, Math.min(255, 128 + (px[i] ?? 0)));
  return sharp(out, { raw: { ...SIZE, channels: 3 } })
    .webp({ quality: 85 })
    .toBuffer();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The table of docs/benchmarks.md's photo row: bytes per phone, layout shift, server work per upload. */
export async function runImagesBench(): Promise<string> {
  const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => syntheticPhoto(i + 1)));

  // The server's work per upload: decode once, four WebP widths (after a warm-up).
  await makeVariants(photos[0] as Buffer);
  const times: number[] = [];
  for (const photo of photos) {
    const t = performance.now();
    await makeVariants(photo);
    times.push(performance.now() - t);
  }

  const database = await openDatabase({});
  const app = await buildApp({
    database,
    config: {
      production: true,
      trustProxy: false,
      webDir: join(import.meta.dirname, '../dist/web'),
      logLevel: 'silent',
    },
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const shop = await registerAndLogin(app);
  for (const [i, photo] of photos.entries()) {
    const up = await app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { 'content-type': 'image/webp', cookie: shop.cookie },
      payload: photo,
      remoteAddress: `10.55.0.${i + 1}`,
    });
    const product = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: shop.cookie },
      payload: { name: `Produto ${i + 1}`, priceCents: 1000 + i, imageId: up.json().id },
    });
    if (product.statusCode !== 201) throw new Error(`product: ${product.statusCode} ${product.body}`);
  }

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const rows: string[] = [];
  try {
    for (const dpr of [2, 3]) {
      const page = await browser.newPage({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: dpr,
        isMobile: true,
      });
      await page.addInitScript(() => {
        (window as unknown as { cls: number }).cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) (window as unknown as { cls: number }).cls += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const images = new Map<string, number>();
      page.on('response', async (res) => {
        if (!res.url().includes('/api/images/')) return;
        images.set(res.url(), (await res.body()).length);
      });
      await page.goto(`${base}/store/${shop.id}`);
      await page.getByRole('heading', { name: `Produtos (${PHOTOS})` }).waitFor();
      // Scroll through the page so that every lazy photo loads.
      for (let y = 0; y < 6000; y += 400) {
        await page.mouse.wheel(0, 400);
        await page.waitForTimeout(100);
      }
      await page.waitForLoadState('networkidle');
      const after = [...images.values()].reduce((a, b) => a + b, 0);
      const widths = [...new Set([...images.keys()].map((u) => new URL(u).searchParams.get('w')))].join(', ');
      const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
      rows.push(
        `| 390 px, DPR ${dpr} | ${kb(photos.reduce((a, p) => a + p.length, 0))} | ${kb(after)} (${images.size} photos, w=${widths}) | ${cls.toFixed(3)} |`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }

  return [
    `12 photos of ${SIZE.width}×${SIZE.height}, uploaded as WebP (median ${kb(median(photos.map((p) => p.length)))})`,
    '',
    '| phone | before: the uploaded files | after: srcset | CLS |',
    '| --- | ---: | ---: | ---: |',
    ...rows,
    '',
    `Server work per upload (decode + 160/320/640/1200 px WebP q75): median ${median(times).toFixed(0)} ms, ` +
      `max ${Math.max(...times).toFixed(0)} ms`,
  ].join('\n');
}
