import { z } from 'zod';
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
} as const;

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
});
export type Product = z.infer<typeof productSchema>;

/** A product as a storefront visitor sees it: public fields only. */
export const publicProductSchema = productSchema.omit({ salesCount: true, imageId: true });
export type PublicProduct = z.infer<typeof publicProductSchema>;

/** The owner's list: a search over name, code and category, in code order, a page at a time. */
export const productListQuerySchema = z.object({
  search: text().trim().max(100, 'Use no máximo 100 caracteres.').optional(),
  /** The last code of the previous page. */
  after: z.coerce.number().int().min(0).max(PRODUCT_CODE_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(PRODUCT_PAGE_SIZE),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const productListSchema = z.object({
  products: z.array(productSchema),
  /** How many products match the search (all pages). */
  total: z.number(),
  /** Pass as `after` for the next page; null on the last page. */
  nextAfter: z.number().nullable(),
});
export type ProductList = z.infer<typeof productListSchema>;

/** The code the next product will get; null when the shop has 10,000 products. */
export const nextProductCodeSchema = z.object({ code: z.number().nullable() });
export type NextProductCode = z.infer<typeof nextProductCodeSchema>;

export const productCategoriesSchema = z.object({ categories: z.array(z.string()) });

/** Kept here too: the storefront reads it from the product contract. */
export { imageUrl } from './images.ts';
