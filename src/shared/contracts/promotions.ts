import { z } from 'zod';
import { FLASH_PROMOTION_MAX_PRODUCTS, promotionTexts } from '../promotions.ts';
import { INT4_MAX } from './ids.ts';

const productId = z
  .number({ error: promotionTexts.productNotFound })
  .int(promotionTexts.productNotFound)
  .positive(promotionTexts.productNotFound)
  .max(INT4_MAX, promotionTexts.productNotFound);

/** Starting a flash promotion: one of the three discounts (its duration comes with it) and the products. */
export const flashPromotionInputSchema = z.object({
  discountPercent: z.union([z.literal(10), z.literal(15), z.literal(20)], { error: promotionTexts.invalidDiscount }),
  productIds: z
    .array(productId, { error: promotionTexts.noProducts })
    .min(1, promotionTexts.noProducts)
    .max(FLASH_PROMOTION_MAX_PRODUCTS, promotionTexts.tooManyProducts)
    .refine((ids) => new Set(ids).size === ids.length, promotionTexts.duplicateProduct),
});
export type FlashPromotionInput = z.input<typeof flashPromotionInputSchema>;

/** A product of the running promotion: its normal price and the price charged now. */
export const flashPromotionProductSchema = z.object({
  id: z.number(),
  code: z.number(),
  name: z.string(),
  priceCents: z.number(),
  promotionalPriceCents: z.number(),
});

export const flashPromotionSchema = z.object({
  id: z.number(),
  discountPercent: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  products: z.array(flashPromotionProductSchema),
});
export type FlashPromotion = z.infer<typeof flashPromotionSchema>;

/**
 * The shop's running promotion (null when none) and the server's clock, so a countdown can be
 * shown right on a device whose clock is off.
 */
export const flashPromotionStateSchema = z.object({
  promocao: flashPromotionSchema.nullable(),
  serverNow: z.string(),
});
export type FlashPromotionState = z.infer<typeof flashPromotionStateSchema>;

/** What the storefront says of a running promotion (null when none). */
export const storefrontPromotionSchema = z.object({
  discountPercent: z.number(),
  endsAt: z.string(),
  /** The server's clock when it answered: the countdown is endsAt − serverNow, measured on from there. */
  serverNow: z.string(),
});
export type StorefrontPromotion = z.infer<typeof storefrontPromotionSchema>;
