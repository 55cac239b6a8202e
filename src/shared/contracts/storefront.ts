import { z } from 'zod';
import { imageUrl, publicProductSchema } from './products.ts';

/** The storefront's fixed texts (spec: fixed rating, fixed hours unless the shop set its own). */
export const storefrontTexts = {
  storeNotFound: 'Loja não encontrada',
  emptyTitle: 'Nenhum produto disponível',
  emptyText: 'Esta loja ainda não cadastrou produtos.',
  rating: '4.8',
  ratingCount: '127 avaliações',
  defaultHours: [
    { days: 'Seg-Sex', hours: '8h-18h' },
    { days: 'Sáb', hours: '8h-14h' },
  ],
  addToCart: 'Adicionar ao Carrinho',
  outOfStock: 'Sem Estoque',
  added: (name: string) => `${name} adicionado ao carrinho!`,
} as const;

/**
 * A shop as any visitor may see it: what a shop puts on its shop window. Never its document,
 * password, status or counters. The e-mail is the shop's contact e-mail (see
 * docs/decisions/004-storefront-public-profile.md).
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
  /** The shop's own opening hours, or null for the default (Seg-Sex 8h-18h, Sáb 8h-14h). */
  horarioFuncionamento: z.string().nullable(),
  logoUrl: z.string().nullable(),
  fotoUrl: z.string().nullable(),
});
export type PublicStore = z.infer<typeof publicStoreSchema>;

export const storefrontSchema = z.object({
  store: publicStoreSchema,
  products: z.array(publicProductSchema),
});
export type Storefront = z.infer<typeof storefrontSchema>;

export const storeIdParamsSchema = z.object({
  storeId: z.coerce.number({ error: storefrontTexts.storeNotFound }).int().positive().max(2_147_483_647),
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

/** The store id of a storefront path ('/store/12', '/loja-externa/12'), or null. */
export function parseStoreId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
