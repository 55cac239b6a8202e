import type { PublicOrder } from './contracts/checkout.ts';
import type { GameState } from './contracts/game.ts';
import type { Storefront } from './contracts/storefront.ts';
import type { PublicSurvey } from './contracts/surveys.ts';

/**
 * What the server holds for a public page it draws and sends with it, for its first render in the
 * browser (src/server/spa.ts draws with it, src/web/public-site/page.tsx reads it).
 */
export interface PageData {
  /** A shop's pages and its checkout: its cached storefront. */
  storefront?: Storefront;
  /** The order-success pages: the buyer's order of `?pedido=`. */
  buyerOrder?: PublicOrder;
  /** The survey's page: the shop's form. */
  survey?: PublicSurvey;
  /** The game's page: the prizes and this address's play of today. */
  game?: GameState;
}
