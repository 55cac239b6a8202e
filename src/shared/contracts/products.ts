import { z } from 'zod';

export const PRODUCT_CODE_MAX = 10_000;

export const productMessages = {
  required: 'Nome e preço são obrigatórios.',
  created: (code: number) => `Produto cadastrado com código ${code}!`,
  limit: 'Limite máximo de produtos atingido (10.000)',
  confirmDelete: 'Tem certeza que deseja excluir este produto?',
  deleted: { title: 'Produto excluído', description: 'O produto foi removido com sucesso.' },
  updated: { title: 'Produto atualizado', description: 'As alterações foram salvas com sucesso.' },
} as const;

/** A product as the owner writes it. Money is integer cents. */
export const productInputSchema = z.object({
  name: z.string().trim().min(1, productMessages.required).max(120, 'Use no máximo 120 caracteres.'),
  priceCents: z
    .number({ error: productMessages.required })
    .int('Preço inválido.')
    .min(0, 'O preço não pode ser negativo.')
    .max(100_000_000, 'Preço muito alto.'),
  category: z.string().trim().max(60, 'Use no máximo 60 caracteres.').default(''),
  description: z.string().trim().max(1000, 'Use no máximo 1000 caracteres.').default(''),
  /** null: stock is not tracked. */
  stock: z
    .number()
    .int('Estoque deve ser um número inteiro.')
    .min(0, 'O estoque não pode ser negativo.')
    .max(1_000_000)
    .nullable()
    .default(null),
  imageId: z.uuid().nullable().default(null),
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

export function imageUrl(imageId: string | null): string | null {
  return imageId ? `/api/images/${imageId}` : null;
}
