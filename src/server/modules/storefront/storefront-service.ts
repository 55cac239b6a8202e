import { type CheckoutCustomer, checkoutMessages, firstName } from '../../../shared/contracts/checkout.ts';
import { imageUrl } from '../../../shared/contracts/products.ts';
import {
  type PublicStore,
  type Storefront,
  storefrontSchema,
  storeImageUrl,
} from '../../../shared/contracts/storefront.ts';
import { messages } from '../../../shared/errors.ts';
import { storefrontTexts } from '../../../shared/storefront.ts';
import { countInWindow, hitRateLimit, limitedAttempt } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/client.ts';
import { AppError, NotFoundError, TooManyRequestsError } from '../../errors.ts';
import type { BoxedImage } from '../images/image-variants.ts';
import { getImageInBox } from '../images/images-service.ts';
import { pricesAt, storefrontPromotion } from '../promotions/promotions-service.ts';
import { findRatingSummary } from '../surveys/surveys-queries.ts';
import { issueBuyerPass } from './buyer-pass.ts';
import {
  cachedPreview,
  LOGO_IMAGE_BOX,
  renderPreview,
  type ShopPreview,
  shopPreviewOf,
  tileBoxes,
} from './og-image.ts';
import { assertStoreOpen } from './store-availability.ts';
import { type CachedPage, strongEtag } from './storefront-cache.ts';
import { findCustomerByCpf, findPublicStore, listStoreProducts } from './storefront-queries.ts';

/**
 * Limits of the checkout's CPF look-up, shared by every process through the database: a stranger
 * must not be able to walk through CPFs to learn who buys where, nor guess a birth date, and
 * strangers' wrong dates must not lock the real customer out.
 */
export const LOOKUP_LIMITS = {
  /** Look-ups per client address. */
  perIp: { limit: 20, windowSeconds: 10 * 60 },
  /**
   * Wrong birth dates one address may send for one customer of a shop; then that address is
   * refused for that customer, the right date included.
   */
  confirmPerCustomerAndIp: { limit: 5, windowSeconds: 30 * 60 },
  /**
   * Wrong birth dates for one customer from every address together: past it the customer is being
   * guessed at, and each address gets only `underAttackPerIp` wrong dates for them (one address
   * that already failed is refused). It never refuses by itself: a right date from an address that
   * has not failed still passes, so strangers cannot lock the customer out.
   */
  confirmPerCustomer: { limit: 5, windowSeconds: 30 * 60, underAttackPerIp: 1 },
  /** Wrong birth dates per client address, over all customers and shops. */
  confirmPerIp: { limit: 20, windowSeconds: 30 * 60 },
};

/** A shop's public profile; 404 when unknown, 404 `store_unavailable` when blocked (store-availability.ts). */
export async function getPublicStore(db: Db, storeId: number): Promise<PublicStore> {
  return (await readPublicStore(db, storeId)).store;
}

/** The public profile, and what of the shop its link-preview picture draws besides (its logo as stored, its colour). */
async function readPublicStore(db: Db, storeId: number) {
  const row = await findPublicStore(db, storeId);
  assertStoreOpen(row?.status);
  if (!row) throw new NotFoundError(storefrontTexts.storeNotFound);
  const { logo, foto, status: _, themeColor, ...rest } = row;
  // The real average of the shop's satisfaction surveys; null while there are none (never a made-up one).
  const avaliacao = await findRatingSummary(db, storeId);
  const store: PublicStore = { ...rest, logoUrl: storeImageUrl(logo), fotoUrl: storeImageUrl(foto), avaliacao };
  return { store, logo, themeColor };
}

/**
 * The shop window at `now` (server clock): each product at the price charged now (with its normal
 * price while a flash promotion lowers it) and the running promotion for the countdown.
 */
export async function getStorefront(db: Db, storeId: number, now = new Date()): Promise<Storefront> {
  return (await readStorefront(db, storeId, now)).storefront;
}

/** The shop window, and what its link-preview picture draws, from the same reads. */
async function readStorefront(db: Db, storeId: number, now: Date) {
  const { store, logo, themeColor } = await readPublicStore(db, storeId);
  const rows = await listStoreProducts(db, storeId);
  const prices = await pricesAt(db, storeId, now);
  const storefront: Storefront = {
    store,
    products: rows.map(({ imageId, ...p }) => ({ ...p, ...prices.priceOf(p), imageUrl: imageUrl(imageId) })),
    promocao: storefrontPromotion(prices.promotion, now),
  };
  return { storefront, preview: shopPreviewOf({ ...store, logo }, themeColor, rows) };
}

/**
 * While a flash promotion runs, a page is kept this long at most: its countdown's clock
 * (`serverNow`) is never older than that, and the page goes at the promotion's end in any case.
 */
export const PROMOTION_PAGE_MS = 1000;

/**
 * The shop window serialised once for the cache (public fields only, through its schema), with
 * its ETag and the moment it stops being true by the clock: the end of a running promotion.
 * Promotions start when the owner starts them (an event), so the end is the only price change
 * the clock brings.
 */
export async function renderStorefront(db: Db, storeId: number, now = new Date()): Promise<CachedPage> {
  const { storefront, preview } = await readStorefront(db, storeId, now);
  const body = JSON.stringify(storefrontSchema.parse(storefront));
  const expiresAt = storefront.promocao
    ? Math.min(Date.parse(storefront.promocao.endsAt), now.getTime() + PROMOTION_PAGE_MS)
    : Number.POSITIVE_INFINITY;
  return { body, etag: strongEtag(body), expiresAt, preview };
}

/**
 * A shop's link-preview picture (PNG) for the version its cached page holds: drawn once per
 * version and process (og-image.ts), from the logo and photos read from the database at the sizes
 * drawn. A photo that cannot be read any more (deleted meanwhile, undecodable) is left out and the
 * others take its place.
 */
export function storePreviewPng(db: Db, preview: ShopPreview): Promise<Buffer> {
  const { logoId, photoIds } = preview.source;
  return cachedPreview(preview.etag, async () => {
    const [logo, photos] = await Promise.all([
      logoId ? getImageInBox(db, logoId, LOGO_IMAGE_BOX) : null,
      readPhotos(db, photoIds),
    ]);
    return renderPreview(preview.source, { logo, photos });
  });
}

async function readPhotos(db: Db, ids: string[]): Promise<BoxedImage[]> {
  let usable = ids;
  for (;;) {
    const boxes = tileBoxes(usable.length);
    const fitted = await Promise.all(
      usable.map((id, i) => {
        const box = boxes[i];
        return box ? getImageInBox(db, id, { width: box.width, height: box.height, fit: 'cover' }) : null;
      }),
    );
    const read = fitted.filter((image): image is BoxedImage => image !== null);
    if (read.length === usable.length) return read;
    // The tiles are laid out for the photos there are: fit the ones read again at their new size.
    usable = usable.filter((_, i) => fitted[i] !== null);
  }
}

/** `client`: the caller's address as the per-address limits key it (client-address.ts). */
export async function lookupCustomer(db: Db, storeId: number, cpf: string, client: string) {
  await getPublicStore(db, storeId);
  const wait = await hitRateLimit(db, `checkout-lookup:ip:${client}`, LOOKUP_LIMITS.perIp);
  if (wait > 0) throw new TooManyRequestsError(messages.tooManyRequests, wait);
  const customer = await findCustomerByCpf(db, storeId, cpf);
  return { found: Boolean(customer), firstName: customer ? firstName(customer.nome) : null };
}

/** A known customer's data, once the birth date they typed matches the one on file. */
export async function confirmCustomer(
  db: Db,
  storeId: number,
  input: { cpf: string; dataNascimento: string },
  client: string,
): Promise<CheckoutCustomer> {
  await getPublicStore(db, storeId);
  let customer: Awaited<ReturnType<typeof findCustomerByCpf>>;
  const customerKey = `checkout-confirm:cpf:${storeId}:${input.cpf}`;
  const { confirmPerCustomer, confirmPerCustomerAndIp, confirmPerIp } = LOOKUP_LIMITS;
  // The customer's own counter never refuses: while it is over its limit, it only narrows what each
  // address may still try for this customer.
  const underAttack = (await countInWindow(db, customerKey)) >= confirmPerCustomer.limit;
  const outcome = await limitedAttempt(
    db,
    [
      {
        key: `checkout-confirm:cpf-ip:${storeId}:${input.cpf}|${client}`,
        rule: underAttack
          ? { ...confirmPerCustomerAndIp, limit: confirmPerCustomer.underAttackPerIp }
          : confirmPerCustomerAndIp,
      },
      { key: `checkout-confirm:ip:${client}`, rule: confirmPerIp },
    ],
    async () => {
      customer = await findCustomerByCpf(db, storeId, input.cpf);
      // Only a birth date the shop typed is a proof: one typed in the storefront proves nothing.
      return Boolean(customer?.dataNascimentoPelaLoja) && customer?.dataNascimento === input.dataNascimento;
    },
  );
  if (outcome.status === 'refused') throw new TooManyRequestsError(messages.tooManyRequests, outcome.retryAfterSeconds);
  if (outcome.status === 'failed') {
    await hitRateLimit(db, customerKey, {
      limit: Number.MAX_SAFE_INTEGER,
      windowSeconds: confirmPerCustomer.windowSeconds,
    });
  }
  if (outcome.status === 'failed' || !customer?.dataNascimento) {
    throw new AppError(422, 'birth_date_mismatch', checkoutMessages.birthDateMismatch, {
      dataNascimento: checkoutMessages.birthDateMismatch,
    });
  }
  const { nome, telefone, dataNascimento, rua, numero, bairro, cidade } = customer;
  const passe = await issueBuyerPass(db, storeId, customer.id);
  return { nome, telefone, dataNascimento, rua, numero, bairro, cidade, passe };
}
