/**
 * One seeded database per engine for a whole `npm run bench` invocation: the demo-like shop (50
 * products, 12 photos) and, for the checkout across shops, 49 more small shops. Seeded once, used
 * by the scenarios' servers one after the other (PGlite allows one process at a time), dropped by
 * `dropSites()` at the end.
 */
import { type BenchDatabase, createBenchDatabase, type Engine, log } from './perf-server.ts';
import { type BenchShop, createBenchShop } from './perf-shop.ts';

export const SHOP_PRODUCTS = 50;
export const SHOP_PHOTOS = 12;
export const OTHER_SHOPS = 49;

export interface Site {
  database: BenchDatabase;
  /** The demo-like shop: 50 products, 12 with a photo. */
  shop: BenchShop;
  /** The shop and 49 others with 10 products each, for orders spread over shops (made on first use). */
  shops(): Promise<BenchShop[]>;
}

/** The other shops, added while no server holds the database (PGlite is one process at a time). */
async function seedOthers(database: BenchDatabase, shop: BenchShop): Promise<BenchShop[]> {
  const started = Date.now();
  const opened = await database.open();
  try {
    const shops = [shop];
    for (let i = 0; i < OTHER_SHOPS; i += 1) shops.push(await createBenchShop(opened.db, 10, 0));
    log(`  seeded ${database.engine}: ${OTHER_SHOPS} more shops (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return shops;
  } finally {
    await opened.close();
  }
}

const sites = new Map<Engine, Promise<Site>>();

async function seed(engine: Engine, postgresUrl?: string): Promise<Site> {
  const started = Date.now();
  const database = await createBenchDatabase(engine, postgresUrl);
  try {
    const opened = await database.open();
    try {
      const shop = await createBenchShop(opened.db, SHOP_PRODUCTS, SHOP_PHOTOS);
      log(
        `  seeded ${engine}: shop ${shop.storeId} with ${SHOP_PRODUCTS} products and ${SHOP_PHOTOS} photos ` +
          `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
      let others: Promise<BenchShop[]> | undefined;
      return { database, shop, shops: () => (others ??= seedOthers(database, shop)) };
    } finally {
      await opened.close();
    }
  } catch (err) {
    await database.drop();
    throw err;
  }
}

export function getSite(engine: Engine, postgresUrl?: string): Promise<Site> {
  let site = sites.get(engine);
  if (!site) {
    site = seed(engine, postgresUrl);
    sites.set(engine, site);
  }
  return site;
}

export async function dropSites(): Promise<void> {
  for (const [engine, site] of sites) {
    sites.delete(engine);
    await site.then((s) => s.database.drop()).catch(() => {});
  }
}
