/** The storefront's texts, limits and helpers, without dependencies (safe for the shop page's bundle). */

/** The storefront's fixed texts. No rating or hours here: those are the shop's own (decision 014). */
export const storefrontTexts = {
  storeNotFound: 'Loja não encontrada',
  /** A shop the platform blocked: its pages, orders and images say so (API code STORE_UNAVAILABLE). */
  storeUnavailable: 'Esta loja está indisponível no momento.',
  storeUnavailableTitle: 'Loja indisponível',
  emptyTitle: 'Nenhum produto disponível',
  emptyText: 'Esta loja ainda não cadastrou produtos.',
  hoursNotSet: 'Horário não informado',
  openNow: 'Aberto agora',
  closedNow: 'Fechado agora',
  addToCart: 'Adicionar ao Carrinho',
  outOfStock: 'Sem Estoque',
  added: (name: string) => `${name} adicionado ao carrinho!`,
} as const;

/** The API's error code for a shop that exists but is blocked (404, with storefrontTexts.storeUnavailable). */
export const STORE_UNAVAILABLE = 'store_unavailable';

export const MAX_CART_LINES = 100;
export const MAX_ITEM_QUANTITY = 999;
/**
 * The most a storefront order may total: R$ 50.000,00. Anyone may place an order, so its amount is
 * capped far below what the columns hold; a bigger purchase is made with the shop.
 */
export const MAX_ORDER_TOTAL_CENTS = 5_000_000;

/** The store id of a storefront path ('/store/12', '/loja-externa/12'), or null. */
export function parseStoreId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * The id of the `<script type="application/json">` in which the server sends a shop's page data
 * (the body of GET /api/storefront/stores/{id}) with the HTML of its storefront and checkout, so
 * the first render needs no request of its own.
 */
export const EMBEDDED_STOREFRONT_ID = 'storefront-data';

/**
 * The id of the `<script type="application/json">` in which the server sends the data it drew a
 * public page from when it is one visitor's own (the buyer's order, the game's play) or read
 * rarely (a shop's survey form): `{ buyerOrder?, survey?, game? }`.
 */
export const EMBEDDED_PAGE_DATA_ID = 'page-data';
