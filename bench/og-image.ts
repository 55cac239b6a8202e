/**
 * A shop's link-preview picture (src/server/modules/storefront/og-image.ts): the time to draw one
 * version of it (the logo and four photos read from the database and fitted to their boxes, the
 * layout by satori, the PNG by sharp), the longest the event loop is held meanwhile, the PNG's
 * bytes, and the answer once the picture is kept in memory; beside sharp drawing a flat
 * 1200 × 630 SVG into a PNG (the floor of the same pipeline), in the same run.
 *
 *   npm run bench -- --only og
 *
 * The photos are bench/images.ts's synthetic ones (1200 × 900, photo-like detail, WebP); the
 * logo is the demo shop's. The app runs on an in-memory PGlite, through app.inject; nothing is
 * left behind.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { runForStore } from '../src/server/db/tenant-scope.ts';
import { drawShopLogo } from '../src/server/demo/demo-pictures.ts';
import { OG_HEIGHT, OG_WIDTH, type ShopPreview } from '../src/server/modules/storefront/og-image.ts';
import { renderStorefront, storePreviewPng } from '../src/server/modules/storefront/storefront-service.ts';
import { registerAndLogin } from '../src/server/test/fixtures.ts';
import { syntheticPhoto } from './images.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = (x: number) => `${x.toFixed(x < 10 ? 1 : 0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export async function runOgImageBench({ rounds = 15 }: { rounds?: number } = {}): Promise<string> {
  const database = await openDatabase({});
  const app = await buildApp({
    database,
    config: { production: false, trustProxy: false, webDir: '/nonexistent', logLevel: 'silent' },
    logger: false,
  });
  try {
    const upload = async (cookie: string, payload: Buffer, type: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/images',
        headers: { cookie, 'content-type': type },
        payload,
      });
      if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
      return res.json().id as string;
    };
    const full = await registerAndLogin(app, { nomeEmpresa: 'Padaria Pão Dourado' });
    const logo = await upload(full.cookie, drawShopLogo('#b5651d'), 'image/png');
    await app.inject({
      method: 'PUT',
      url: '/api/store/logo',
      headers: { cookie: full.cookie },
      payload: { imageId: logo },
    });
    for (let i = 0; i < 4; i++) {
      const imageId = await upload(full.cookie, await syntheticPhoto(i + 1), 'image/webp');
      await app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { cookie: full.cookie },
        payload: { name: `Produto ${i + 1}`, priceCents: 1000 + i, imageId },
      });
    }
    const bare = await registerAndLogin(app, { nomeEmpresa: 'Açaí da Praça' });

    const previewOf = async (storeId: number) =>
      (await runForStore(storeId, () => renderStorefront(database.db, storeId))).preview;
    /** Draws a version afresh (a new ETag each time, so nothing comes from memory). */
    const draw = (storeId: number, preview: ShopPreview, i: number) =>
      runForStore(storeId, () => storePreviewPng(database.db, { ...preview, etag: `"bench-${storeId}-${i}"` }));

    const timed = async (storeId: number) => {
      const preview = await previewOf(storeId);
      await draw(storeId, preview, -1); // loads satori and the fonts
      const times: number[] = [];
      const stalls = monitorEventLoopDelay({ resolution: 1 });
      stalls.enable();
      let bytes = 0;
      for (let i = 0; i < rounds; i++) {
        const t = performance.now();
        bytes = (await draw(storeId, preview, i)).length;
        times.push(performance.now() - t);
      }
      stalls.disable();
      return { time: median(times), stall: stalls.max / 1e6, bytes };
    };
    const withPhotos = await timed(full.id);
    const without = await timed(bare.id);

    // The same shop's picture over HTTP once it is kept: what every request after the first costs.
    const url = `/api/storefront/stores/${full.id}/og-image.png`;
    await app.inject({ method: 'GET', url });
    const served: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`og-image: ${res.statusCode}`);
      served.push(performance.now() - t);
    }

    const flat = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}"><rect width="100%" height="100%" fill="#b5651d"/></svg>`,
    );
    const floor: number[] = [];
    let floorBytes = 0;
    for (let i = 0; i < rounds; i++) {
      const t = performance.now();
      floorBytes = (await sharp(flat).png({ palette: true, quality: 90, effort: 1, compressionLevel: 9 }).toBuffer())
        .length;
      floor.push(performance.now() - t);
    }

    return [
      `| Picture (median of ${rounds}) | Time | Longest event-loop stall | PNG |`,
      '| --- | ---: | ---: | ---: |',
      `| Drawn: logo and 4 photos read, fitted, laid out and drawn | ${ms(withPhotos.time)} | ${ms(withPhotos.stall)} | ${kb(withPhotos.bytes)} |`,
      `| Drawn: no logo, no photo | ${ms(without.time)} | ${ms(without.stall)} | ${kb(without.bytes)} |`,
      `| Kept in memory: GET og-image.png (app.inject, median of 50) | ${ms(median(served))} | | ${kb(withPhotos.bytes)} |`,
      `| Baseline: sharp, a flat 1200 × 630 SVG into a palette PNG | ${ms(median(floor))} | | ${kb(floorBytes)} |`,
    ].join('\n');
  } finally {
    await app.close();
    await database.close();
  }
}
