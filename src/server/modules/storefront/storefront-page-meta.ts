import { paths } from '../../../shared/paths.ts';
import { parseStoreId } from '../../../shared/storefront.ts';
import type { Db } from '../../db/client.ts';
import { runForStore } from '../../db/tenant-scope.ts';
import { NotFoundError } from '../../errors.ts';
import type { DescribePage } from '../../spa.ts';
import { getPublicStore } from './storefront-service.ts';

const STORE_PAGE = /^\/(store|loja-externa)\/([^/]+)\/?$/;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The generated picture of a shop without a photo (storefront-routes: its colour and initial). */
export function ogImagePath(storeId: number): string {
  return `/api/storefront/stores/${storeId}/og-image.png`;
}

/**
 * Link previews of a shop's pages (WhatsApp, social networks): the shop's name, description and
 * photo (or logo, or a generated picture of its initial). An unknown or blocked shop is sent with
 * status 404 (the app shows 'Loja não encontrada').
 */
export function describeStorefrontPage(db: Db): DescribePage {
  return async (request, pathname) => {
    const match = STORE_PAGE.exec(pathname);
    if (!match) return null;
    const storeId = parseStoreId(match[2]);
    if (!storeId) return 'not_found';
    let store: Awaited<ReturnType<typeof getPublicStore>>;
    try {
      // The page of one shop, from its URL: the request acts for that shop (decision 030).
      store = await runForStore(storeId, () => getPublicStore(db, storeId));
    } catch (err) {
      if (err instanceof NotFoundError) return 'not_found';
      throw err;
    }
    const origin = `${request.protocol}://${request.host}`;
    const path = match[1] === 'store' ? paths.store.href(store.id) : paths.externalStore.href(store.id);
    const place = [store.endereco, store.cidade].filter(Boolean).join(', ');
    const about = store.description || store.segmento;
    const image = store.fotoUrl ?? store.logoUrl ?? ogImagePath(store.id);
    return {
      title: clip(`${store.nomeEmpresa} | Peça online`, 90),
      description: clip(
        [about, place, 'Faça seu pedido online e ganhe pontos a cada compra.'].filter(Boolean).join(' · '),
        200,
      ),
      url: `${origin}${path}`,
      image: image.startsWith('/') ? `${origin}${image}` : image,
    };
  };
}
