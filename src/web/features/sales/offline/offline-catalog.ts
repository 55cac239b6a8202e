import type { ProductList, ProductSearchResult } from '../../../../shared/contracts/products.ts';
import { PRODUCT_SEARCH_LIMIT } from '../../../../shared/contracts/products.ts';
import { api } from '../../../api/client.ts';

/**
 * The shop's products kept on this device for the counter's search while the network is down.
 * Only to find a product: the price and the stock of a sale are the server's when it is sent.
 */
type CatalogProduct = Pick<
  ProductSearchResult,
  'id' | 'code' | 'name' | 'priceCents' | 'stock' | 'lowStockLevel' | 'isLowStock' | 'barcode'
>;

export const catalogKey = (storeId: number) => `fidelizaloja:catalogo:${storeId}`;
/** At most this many products are kept (the counter's usual catalogue fits with room to spare). */
const MAX_PRODUCTS = 2000;
const PAGE = 200;

/** Refreshes the kept catalogue from the server; keeps the old one if the network fails. */
export async function refreshCatalog(storeId: number): Promise<void> {
  const kept: CatalogProduct[] = [];
  let after: number | null | undefined;
  do {
    const query = `limit=${PAGE}${after ? `&after=${after}` : ''}`;
    const page = await api<ProductList>(`/api/products?${query}`);
    for (const p of page.products) {
      kept.push({
        id: p.id,
        code: p.code,
        name: p.name,
        priceCents: p.priceCents,
        stock: p.stock,
        lowStockLevel: p.lowStockLevel,
        isLowStock: p.isLowStock,
        barcode: p.barcode,
      });
    }
    after = page.nextAfter;
  } while (after && kept.length < MAX_PRODUCTS);
  try {
    localStorage.setItem(catalogKey(storeId), JSON.stringify(kept));
  } catch {
    // Storage full: the search works online only.
  }
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The search of the server (exact barcode, exact code, then names), on the kept catalogue. */
export function searchCatalog(storeId: number, term: string): ProductSearchResult[] {
  let products: CatalogProduct[];
  try {
    products = JSON.parse(localStorage.getItem(catalogKey(storeId)) ?? '[]');
  } catch {
    return [];
  }
  const q = term.trim();
  const code = /^#?\s*(\d{1,5})$/.exec(q)?.[1];
  const name = fold(q);
  const rank = (p: CatalogProduct) => {
    if (p.barcode && p.barcode === q) return 0;
    if (code !== undefined && p.code === Number(code)) return 1;
    const folded = fold(p.name);
    if (folded.startsWith(name)) return 2;
    return folded.includes(name) ? 3 : 4;
  };
  return products
    .map((p) => ({ p, r: rank(p) }))
    .filter(({ r }) => r < 4)
    .sort((a, b) => a.r - b.r || fold(a.p.name).localeCompare(fold(b.p.name)) || a.p.code - b.p.code)
    .slice(0, PRODUCT_SEARCH_LIMIT)
    .map(({ p }) => ({ ...p, imageId: null, imageUrl: null, originalPriceCents: null }));
}
