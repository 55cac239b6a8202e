import { z } from 'zod';
import { storefrontTexts } from '../storefront.ts';
import { idIn } from './ids.ts';
import { openingHoursResponseSchema } from './opening-hours.ts';
import { imageUrl, publicProductSchema } from './products.ts';
import { storefrontPromotionSchema } from './promotions.ts';

/**
 * A shop as any visitor may see it: what a shop puts on its shop window. Never its document,
 * password, status or counters. The e-mail is the shop's contact e-mail (see
 * docs/decisions/006-storefront-and-checkout.md).
 */
export const publicStoreSchema = z.object({
  id: z.number(),
  nomeEmpresa: z.string(),
  segmento: z.string(),
  description: z.string(),
  endereco: z.string(),
  cidade: z.string(),
  telefone: z.string(),
  email: z.string(),
  /** The owner's opening hours per weekday (0 = Domingo), or null while the owner has not set them. */
  horarios: openingHoursResponseSchema.nullable(),
  /**
   * The shop's rating from its customers' satisfaction surveys, or null while there are none
   * (the storefront then shows no rating line at all: never a made-up one).
   */
  avaliacao: z.object({ media: z.number(), total: z.number().int() }).nullable(),
  logoUrl: z.string().nullable(),
  fotoUrl: z.string().nullable(),
});
export type PublicStore = z.infer<typeof publicStoreSchema>;

export const storefrontSchema = z.object({
  store: publicStoreSchema,
  products: z.array(publicProductSchema),
  /** The flash promotion running now (its products carry both prices), or null. */
  promocao: storefrontPromotionSchema.nullable(),
});
export type Storefront = z.infer<typeof storefrontSchema>;

export const storeIdParamsSchema = z.object({
  storeId: idIn(storefrontTexts.storeNotFound),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A shop's logo or photo as an address the browser can load: an uploaded image's id becomes
 * /api/images/{id}; an address of our own (/...) or over https is kept; anything else is dropped.
 */
export function storeImageUrl(value: string | null): string | null {
  if (!value) return null;
  if (UUID.test(value)) return imageUrl(value);
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (value.startsWith('https://')) return value;
  return null;
}
