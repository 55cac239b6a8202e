import { z } from 'zod';
import { gtinMessages, gtinProblem } from '../gtin.ts';
import { text } from './text.ts';

export const PRODUCT_CODE_MAX = 10_000;
/** How many products one page of the owner's list brings. */
export const PRODUCT_PAGE_SIZE = 60;

export const productMessages = {
  required: 'Nome e preço são obrigatórios.',
  created: (code: number) => `Produto cadastrado com código ${code}!`,
  limit: 'Limite máximo de produtos atingido (10.000)',
  confirmDelete: 'Tem certeza que deseja excluir este produto?',
  deleted: { title: 'Produto excluído', description: 'O produto foi removido com sucesso.' },
  updated: { title: 'Produto atualizado', description: 'As alterações foram salvas com sucesso.' },
  notFound: 'Produto não encontrado.',
  imageNotFound: 'Foto não encontrada. Escolha a foto novamente.',
  invalidPrice: 'Preço inválido. Use o formato 12,50.',
  barcodeTaken: 'Já existe um produto com este código de barras.',
  lowStockLevel: 'O alerta de estoque baixo deve ser um número inteiro de 0 ou mais.',
  searchTooShort: 'Digite pelo menos 2 letras ou números para buscar.',
} as const;

/** A tracked product warns at this stock or below unless the owner sets its own level. */
export const DEFAULT_LOW_STOCK_LEVEL = 5;

/** Tracked stock at or below the product's level (the default when it has none). Untracked: never low. */
export function isLowStock(stock: number | null, lowStockLevel: number | null): boolean {
  return stock !== null && stock <= (lowStockLevel ?? DEFAULT_LOW_STOCK_LEVEL);
}

/** An EAN/GTIN barcode as typed: blank is none (null); otherwise 8, 12, 13 or 14 digits with a valid check digit. */
const barcodeSchema = text()
  .trim()
  .max(14, gtinMessages.format)
  .nullable()
  .default(null)
  .transform((v) => (v ? v : null))
  .superRefine((v, ctx) => {
    const problem = v === null ? null : gtinProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A product as the owner writes it. Money is integer cents. */
export const productInputSchema = z.object({
  name: text({ error: productMessages.required })
    .trim()
    .min(1, productMessages.required)
    .max(120, 'Use no máximo 120 caracteres.'),
  priceCents: z
    .number({ error: productMessages.required })
    .int('Preço inválido.')
    .min(0, 'O preço não pode ser negativo.')
    .max(100_000_000, 'Preço muito alto.'),
  category: text().trim().max(60, 'Use no máximo 60 caracteres.').default(''),
  description: text().trim().max(1000, 'Use no máximo 1000 caracteres.').default(''),
  /** null: stock is not tracked. */
  stock: z
    .number({ error: 'Estoque deve ser um número inteiro.' })
    .int('Estoque deve ser um número inteiro.')
    .min(0, 'O estoque não pode ser negativo.')
    .max(1_000_000, 'Estoque muito alto.')
    .nullable()
    .default(null),
  imageId: z.uuid(productMessages.imageNotFound).nullable().default(null),
  barcode: barcodeSchema,
  /** Warn at this stock or below; null: the default (5). */
  lowStockLevel: z
    .number({ error: productMessages.lowStockLevel })
    .int(productMessages.lowStockLevel)
    .min(0, productMessages.lowStockLevel)
    .max(1_000_000, 'Nível de alerta muito alto.')
    .nullable()
    .default(null),
});
export type ProductInput = z.input<typeof productInputSchema>;

/** A product as the owner sees it. */
export const productSchema = z.object({
  id: z.number(),
  code: z.number(),
  name: z.string(),
  priceCents: z.number(),
  category: z.string(),
  description: z.string(),
  stock: z.number().nullable(),
  salesCount: z.number(),
  imageId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  barcode: z.string().nullable(),
  /** The owner's level; null: the default (DEFAULT_LOW_STOCK_LEVEL). */
  lowStockLevel: z.number().nullable(),
  /** Tracked stock at or below the level. */
  isLowStock: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * A product as a storefront visitor sees it: public fields only. `priceCents` is the price charged
 * now (the flash promotion's while one covers the product); `originalPriceCents` is the normal
 * price during a promotion, null otherwise.
 */
export const publicProductSchema = productSchema
  .omit({
    salesCount: true,
    imageId: true,
    barcode: true,
    lowStockLevel: true,
    isLowStock: true,
  })
  .extend({ originalPriceCents: z.number().nullable() });
export type PublicProduct = z.infer<typeof publicProductSchema>;

/** The owner's list: a search over name, code and category, in code order, a page at a time. */
export const productListQuerySchema = z.object({
  search: text().trim().max(100, 'Use no máximo 100 caracteres.').optional(),
  /** The last code of the previous page. */
  after: z.coerce.number().int().min(0).max(PRODUCT_CODE_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(PRODUCT_PAGE_SIZE),
  /** 'true': only tracked products at or below their low-stock level. */
  lowStock: z.enum(['true', 'false']).optional(),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const productListSchema = z.object({
  products: z.array(productSchema),
  /** How many products match the search (all pages). */
  total: z.number(),
  /** Pass as `after` for the next page; null on the last page. */
  nextAfter: z.number().nullable(),
  /** How many of the shop's products are low on stock (whatever the search). */
  lowStockCount: z.number(),
});
export type ProductList = z.infer<typeof productListSchema>;

/** How many products the counter's search brings. */
export const PRODUCT_SEARCH_LIMIT = 5;

/** The counter's search: an exact barcode, an exact code, or a name, from 2 characters. */
export const productSearchQuerySchema = z.object({
  q: text({ error: productMessages.searchTooShort })
    .trim()
    .min(2, productMessages.searchTooShort)
    .max(100, 'Use no máximo 100 caracteres.'),
});

/**
 * A product found at the counter. `priceCents` is the price charged now (the flash promotion's
 * while one covers the product); `originalPriceCents` is the normal price during a promotion, null otherwise.
 */
export const productSearchResultSchema = productSchema
  .pick({
    id: true,
    code: true,
    name: true,
    priceCents: true,
    stock: true,
    lowStockLevel: true,
    isLowStock: true,
    barcode: true,
    imageId: true,
    imageUrl: true,
  })
  .extend({ originalPriceCents: z.number().nullable() });
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;

export const productSearchSchema = z.object({ products: z.array(productSearchResultSchema) });
export type ProductSearch = z.infer<typeof productSearchSchema>;

/** The code the next product will get; null when the shop has 10,000 products. */
export const nextProductCodeSchema = z.object({ code: z.number().nullable() });
export type NextProductCode = z.infer<typeof nextProductCodeSchema>;

export const productCategoriesSchema = z.object({ categories: z.array(z.string()) });

/** Kept here too: the storefront reads it from the product contract. */
export { imageUrl } from './images.ts';
