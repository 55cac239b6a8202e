/**
 * Flash promotions (decision 021): a discount on chosen products for a
 * fixed time. During its window the promotional price is THE price: the storefront shows it, the
 * checkout and the counter charge it. Small and without libraries (safe for the shop page's bundle).
 */
import { TIME_ZONE } from './calendar.ts';

/** The spec's three options: 10% for 30 minutes, 15% for 60 minutes, 20% for 120 minutes. */
export const FLASH_PROMOTION_OPTIONS = [
  { discountPercent: 10, minutes: 30 },
  { discountPercent: 15, minutes: 60 },
  { discountPercent: 20, minutes: 120 },
] as const;
export type FlashPromotionOption = (typeof FLASH_PROMOTION_OPTIONS)[number];
export type FlashDiscountPercent = FlashPromotionOption['discountPercent'];

export const FLASH_DISCOUNTS: readonly FlashDiscountPercent[] = FLASH_PROMOTION_OPTIONS.map((o) => o.discountPercent);

/** The option of a discount (its duration), or undefined for a discount that is not offered. */
export function flashOption(discountPercent: number): FlashPromotionOption | undefined {
  return FLASH_PROMOTION_OPTIONS.find((o) => o.discountPercent === discountPercent);
}

/** Spec: the promotion applies to the first 3 products; here they come preselected and the owner may change them. */
export const FLASH_PROMOTION_PRESELECTED = 3;
/** How many products one promotion may cover. */
export const FLASH_PROMOTION_MAX_PRODUCTS = 100;

/**
 * The price with the discount, in integer cents: price × (100 − percent) / 100 rounded half up
 * (R$ 0,05 at 10% is 4,5 cents: R$ 0,05; R$ 9,99 at 15% is 849,15 cents: R$ 8,49). Integer
 * arithmetic only, exact for every price the products hold.
 */
export function promotionalPriceCents(priceCents: number, discountPercent: number): number {
  return Math.floor((priceCents * (100 - discountPercent) + 50) / 100);
}

/**
 * Milliseconds left until `endsAt`, by the server's clock: the server said `serverNow` when its
 * answer arrived at `receivedAt` (device clock, ms); the device's clock only measures the time since.
 */
export function remainingMs(endsAt: string, serverNow: string, receivedAt: number, deviceNow: number): number {
  return Date.parse(endsAt) - (Date.parse(serverNow) + (deviceNow - receivedAt));
}

/**
 * A countdown as minutes and seconds, 'mm:ss' (minutes may pass 59: '119:59'). A started second
 * counts whole, so '00:00' shows only at the end.
 */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** '15:30': the time a promotion ends, in São Paulo. */
export function formatEndTime(iso: string): string {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

export const promotionTexts = {
  title: 'Promoção Relâmpago',
  optionLabel: (o: FlashPromotionOption) => `${o.discountPercent}% por ${o.minutes} min`,
  start: 'Iniciar promoção',
  end: 'Encerrar promoção',
  confirmEnd: 'Encerrar a promoção relâmpago agora? Os produtos voltam ao preço normal na loja online e no balcão.',
  started: (discountPercent: number) => `Promoção relâmpago de ${discountPercent}% iniciada!`,
  ended: 'Promoção encerrada. Os preços voltaram ao normal.',
  expired: 'A promoção relâmpago terminou. Os preços voltaram ao normal.',
  alreadyActive: 'Já existe uma promoção relâmpago ativa. Encerre-a antes de iniciar outra.',
  noneActive: 'Nenhuma promoção relâmpago ativa.',
  invalidDiscount: 'Escolha um desconto de 10%, 15% ou 20%.',
  noProducts: 'Escolha pelo menos um produto.',
  duplicateProduct: 'Um produto foi escolhido mais de uma vez.',
  tooManyProducts: `Escolha no máximo ${FLASH_PROMOTION_MAX_PRODUCTS} produtos.`,
  productNotFound: 'Produto não encontrado.',
  endsIn: (countdown: string) => `Promoção relâmpago termina em ${countdown}`,
  badge: (discountPercent: number) => `-${discountPercent}%`,
  /** The checkout's answer when the total it showed is no longer the price (409). */
  promotionEnded: 'A promoção terminou e os preços mudaram. Confira o carrinho.',
  pricesChanged: 'Os preços mudaram. Confira o carrinho.',
} as const;
