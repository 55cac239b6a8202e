import { z } from 'zod';
import { text } from './text.ts';

export const storeStatusSchema = z.enum(['liberado', 'bloqueado']);
export type StoreStatus = z.infer<typeof storeStatusSchema>;

export const adminMessages = {
  invalidSearch: 'Busca inválida.',
  searchTooLong: 'Busca muito longa.',
  invalidPage: 'Página inválida.',
  storeNotFound: 'Loja não encontrada',
} as const;

export const adminStoreSchema = z.object({
  id: z.number(),
  nomeEmpresa: z.string(),
  email: z.string(),
  /** CPF or CNPJ as stored: unformatted, upper case. */
  documento: z.string(),
  /** The shop's logo as an address the browser can load, or null (the screen shows the initial). */
  logoUrl: z.string().nullable(),
  status: storeStatusSchema,
  createdAt: z.string(),
});
export type AdminStore = z.infer<typeof adminStoreSchema>;

export const ADMIN_STORE_PAGE_SIZE = 25;

const pageNumber = z.coerce.number({ error: adminMessages.invalidPage }).int(adminMessages.invalidPage);

export const adminStoreListQuerySchema = z.object({
  /** Part of the company name or of the e-mail (case and accents ignored). */
  busca: text({ error: adminMessages.invalidSearch }).trim().max(100, adminMessages.searchTooLong).default(''),
  limit: pageNumber
    .min(1, adminMessages.invalidPage)
    .max(100, adminMessages.invalidPage)
    .default(ADMIN_STORE_PAGE_SIZE),
  offset: pageNumber.min(0, adminMessages.invalidPage).max(1_000_000, adminMessages.invalidPage).default(0),
});
export type AdminStoreListQuery = z.input<typeof adminStoreListQuerySchema>;

export const adminStoreCountsSchema = z.object({
  total: z.number(),
  liberadas: z.number(),
  bloqueadas: z.number(),
});
export type AdminStoreCounts = z.infer<typeof adminStoreCountsSchema>;

export const adminStoreListSchema = z.object({
  /** One page of the shops matching the search, newest first. */
  stores: z.array(adminStoreSchema),
  /** How many shops match the search. */
  matching: z.number(),
  /** The offset of the next page, or null on the last one. */
  nextOffset: z.number().nullable(),
  /** All the platform's shops, whatever the search. */
  counts: adminStoreCountsSchema,
});
export type AdminStoreList = z.infer<typeof adminStoreListSchema>;

export const setStoreStatusSchema = z.object({ status: storeStatusSchema });

/** A one-time link to set a shop's new password, issued by the super admin to send the owner. */
export const adminPasswordResetLinkSchema = z.object({
  link: z.string(),
  expiraEm: z.string(),
  nomeEmpresa: z.string(),
  /** The shop's phone (DDD and number), for the WhatsApp message. */
  telefone: z.string(),
});
export type AdminPasswordResetLink = z.infer<typeof adminPasswordResetLinkSchema>;
