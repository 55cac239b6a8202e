import type { PublicStore, Storefront } from '../../../shared/contracts/storefront.ts';
import { matchPath, paths } from '../../../shared/paths.ts';
import { EMBEDDED_STOREFRONT_ID, parseStoreId } from '../../../shared/storefront.ts';
import { clientKey } from '../../client-address.ts';
import type { Db } from '../../db/client.ts';
import { runForStore } from '../../db/tenant-scope.ts';
import { NotFoundError } from '../../errors.ts';
import { type DescribePage, jsonForScript, type PageMeta } from '../../spa.ts';
import { OG_HEIGHT, OG_WIDTH, type ShopPreview } from './og-image.ts';
import type { CachedPage, StorefrontCache } from './storefront-cache.ts';
import { renderWithinUnknownShopsLimit } from './storefront-routes.ts';
import { renderStorefront } from './storefront-service.ts';
import type { WindowCounter } from './window-counter.ts';

/** The pages of one shop (by `:storeId`), from the route table of src/shared/paths.ts. */
const SHOP_PAGES = ['store', 'externalStore', 'checkout', 'privacy'] as const;

function shopPageOf(pathname: string): { kind: (typeof SHOP_PAGES)[number]; storeId: string } | null {
  for (const kind of SHOP_PAGES) {
    const storeId = matchPath(paths[kind].pattern, pathname)?.storeId;
    if (storeId !== undefined) return { kind, storeId };
  }
  return null;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * A shop's link-preview picture (storefront-routes: its name, logo and first product photos), with
 * its version in the address: a network that keeps pictures by address (Facebook, WhatsApp) fetches
 * the new one once the shop changes what it draws.
 */
export function ogImagePath(storeId: number, version?: string): string {
  return `/api/storefront/stores/${storeId}/og-image.png${version ? `?v=${version}` : ''}`;
}

/** The storefront of a cached page, read from its JSON once per copy. */
const storefrontOfPage = new WeakMap<CachedPage, Storefront>();

function pageStorefront(page: CachedPage): Storefront {
  let storefront = storefrontOfPage.get(page);
  if (!storefront) {
    storefront = JSON.parse(page.body) as Storefront;
    storefrontOfPage.set(page, storefront);
  }
  return storefront;
}

/**
 * The link preview of a shop's page. Its picture is always ours, composed of the shop's name, logo
 * and photos (og-image.ts). Its absolute addresses (og:url, og:image) start with `origin`,
 * PUBLIC_URL; without it they are left out, never built from the request's Host header (which
 * whoever sends the request writes, and a proxy may cache).
 */
function previewOf(store: PublicStore, preview: ShopPreview, origin: string | undefined, path: string): PageMeta {
  const place = [store.endereco, store.cidade].filter(Boolean).join(', ');
  const about = store.description || store.segmento;
  return {
    title: clip(`${store.nomeEmpresa} | Peça online`, 90),
    description: clip(
      [about, place, 'Faça seu pedido online e ganhe pontos a cada compra.'].filter(Boolean).join(' · '),
      200,
    ),
    ...(origin
      ? {
          url: `${origin}${path}`,
          image: `${origin}${ogImagePath(store.id, preview.version)}`,
          imageInfo: { type: 'image/png', width: OG_WIDTH, height: OG_HEIGHT, alt: store.nomeEmpresa },
        }
      : {}),
  };
}

/**
 * The pages of a shop, from the storefront cache (the same copy GET /api/storefront/stores/{id}
 * answers with, so a crowd opening a shared link does not reach the database):
 * - its shop pages get their link preview (WhatsApp, social networks): the shop's name,
 *   description and the picture composed of its name, logo and first product photos;
 * - its shop and checkout pages carry the shop's page data (`EMBEDDED_STOREFRONT_ID`), so the
 *   phone draws the shop as soon as the code has run, without asking for it first.
 * An unknown or blocked shop's page is sent with status 404 (the app asks the API and shows 'Loja
 * não encontrada', or 'Esta loja está indisponível no momento.' for a blocked one); the checkout's
 * page is then sent as it is (the app says so too). A page the cache does not hold counts, when its
 * shop is unknown or blocked, in the same per-address limit as the API's shop route (`unknownShops`):
 * past it, the page answers 429 (spa.ts) without reaching the database.
 */
export function describeStorefrontPage(
  db: Db,
  cache: () => StorefrontCache,
  unknownShops: WindowCounter,
  /** PUBLIC_URL, the origin of the page's absolute addresses; undefined leaves them out. */
  origin: string | undefined,
): DescribePage {
  return async (request, pathname) => {
    const match = shopPageOf(pathname);
    if (!match) return null;
    const { kind } = match;
    const storeId = parseStoreId(match.storeId);
    if (!storeId) return kind === 'checkout' ? null : 'not_found';
    let page: CachedPage;
    try {
      // The page of one shop, from its URL: the request acts for that shop (decision 030).
      ({ page } = await runForStore(storeId, () =>
        cache().get(storeId, () =>
          renderWithinUnknownShopsLimit(unknownShops, clientKey(request), () => renderStorefront(db, storeId)),
        ),
      ));
    } catch (err) {
      if (err instanceof NotFoundError) return kind === 'checkout' ? null : 'not_found';
      throw err;
    }
    const head = `<script type="application/json" id="${EMBEDDED_STOREFRONT_ID}">${jsonForScript(page.body)}</script>`;
    // The shop's pages are drawn by the server from the same copy (spa.ts); the browser hydrates them.
    const storefront = pageStorefront(page);
    // The checkout is drawn with its form and without the cart, which only the browser holds (it
    // fills the summary in once hydrated); the privacy notice as it is.
    // What spa.ts keeps with the page counts against the cache's cap.
    const kept = (bytes: number) => cache().holds(page, bytes);
    if (kind === 'checkout' || kind === 'privacy') return { head, reuse: page, kept, render: { storefront } };
    const { store } = storefront;
    const path = kind === 'store' ? paths.store.href(store.id) : paths.externalStore.href(store.id);
    return { meta: previewOf(store, page.preview, origin, path), head, reuse: page, kept, render: { storefront } };
  };
}
