import type { FastifyRequest } from 'fastify';
import { matchPath, paths } from '../shared/paths.ts';
import { EMBEDDED_PAGE_DATA_ID, parseStoreId } from '../shared/storefront.ts';
import { clientKey } from './client-address.ts';
import type { Db } from './db/client.ts';
import { runAsPlatform, runForStore } from './db/tenant-scope.ts';
import { AppError } from './errors.ts';
import { gameResetAllowed } from './modules/game/game-routes.ts';
import { getGameState } from './modules/game/game-service.ts';
import { getBuyerOrder } from './modules/storefront/checkout-service.ts';
import { WindowCounter } from './modules/storefront/window-counter.ts';
import { getPublicSurvey } from './modules/surveys/surveys-service.ts';
import { type DescribedPage, type DescribePage, jsonForScript, type ServerPageData } from './spa.ts';

/**
 * The public pages whose data is one visitor's own (an order by its random id, the game's play
 * from this address) or read rarely (a shop's survey form): read from the database when the page
 * is asked for, drawn by the server with it, and sent with it (`EMBEDDED_PAGE_DATA_ID`), so the
 * browser hydrates the page without asking again. Nothing of it is kept between requests.
 *
 * Each read counts in a per-address limit of its own (as many a minute as the API's route allows);
 * past it, or when the read fails in any way (unknown order, blocked shop), the page is sent for
 * the browser to draw, whose own request then gets the API's answer and message.
 */
export const PAGE_READS_PER_MINUTE = 60;

interface PageRead {
  pattern: string;
  /** One visitor's own data (their order, their play): no cache may keep the page. */
  personal: boolean;
  /** The page's data, from the request and its path's `:params`; null: none to draw it with. */
  read(request: FastifyRequest, params: Record<string, string>): Promise<ServerPageData | null>;
}

/** The `?pedido=` of the address, when it can be an order's id. */
function orderIdOf(request: FastifyRequest): string | null {
  const { pedido } = request.query as { pedido?: unknown };
  return typeof pedido === 'string' && pedido !== '' && pedido.length <= 64 ? pedido : null;
}

/** What each public page of visitor data reads, by its path in src/shared/paths.ts. */
function pageReads(db: Db, production: boolean): PageRead[] {
  const buyerOrder: PageRead['read'] = async (request) => {
    const orderId = orderIdOf(request);
    if (!orderId) return null;
    return { buyerOrder: await runAsPlatform(() => getBuyerOrder(db, orderId)) };
  };
  return [
    { pattern: paths.orderSuccessExternal.pattern, personal: true, read: buyerOrder },
    { pattern: paths.orderSuccess.pattern, personal: true, read: buyerOrder },
    {
      pattern: paths.survey.pattern,
      personal: false,
      read: async (_request, { storeId: id }) => {
        const storeId = parseStoreId(id);
        if (storeId === null) return null;
        return { survey: await runForStore(storeId, () => getPublicSurvey(db, storeId)) };
      },
    },
    {
      pattern: paths.game.pattern,
      personal: true,
      read: async (request) => {
        const reset = await gameResetAllowed(db, production, request);
        return { game: await runAsPlatform(() => getGameState(db, clientKey(request), reset)) };
      },
    },
  ];
}

/**
 * The describer of the public pages: the shop's pages (`shopPages`, from the storefront cache),
 * then the pages of visitor data above.
 */
export function describePublicPages(db: Db, production: boolean, shopPages: DescribePage): DescribePage {
  const reads = pageReads(db, production);
  const limit = new WindowCounter(PAGE_READS_PER_MINUTE, 60_000);
  return async (request, pathname) => {
    const shop = await shopPages(request, pathname);
    if (shop !== null) return shop;
    for (const page of reads) {
      const params = matchPath(page.pattern, pathname);
      if (params) return describeWith(page, request, params);
    }
    return null;
  };

  async function describeWith(
    page: PageRead,
    request: FastifyRequest,
    params: Record<string, string>,
  ): Promise<DescribedPage | null> {
    const client = clientKey(request);
    if (limit.retryAfterSeconds(client) > 0) return null;
    limit.hit(client);
    let data: ServerPageData | null;
    try {
      data = await page.read(request, params);
    } catch (err) {
      // Unknown, blocked, invalid: the browser's request gets the API's answer and says so.
      if (err instanceof AppError) return null;
      throw err;
    }
    if (!data) return null;
    return {
      head: `<script type="application/json" id="${EMBEDDED_PAGE_DATA_ID}">${jsonForScript(JSON.stringify(data))}</script>`,
      render: data,
      // One visitor's data (their order, their play), as the API's answers: kept by no cache.
      personal: page.personal,
    };
  }
}
