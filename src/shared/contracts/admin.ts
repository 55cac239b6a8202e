import { z } from 'zod';

export const storeStatusSchema = z.enum(['liberado', 'bloqueado']);
export type StoreStatus = z.infer<typeof storeStatusSchema>;

export const adminStoreSchema = z.object({
  id: z.number(),
  nomeEmpresa: z.string(),
  email: z.string(),
  /** CPF or CNPJ as stored: unformatted, upper case. */
  documento: z.string(),
  logo: z.string().nullable(),
  status: storeStatusSchema,
  createdAt: z.string(),
});
export type AdminStore = z.infer<typeof adminStoreSchema>;

export const adminStoreListSchema = z.object({
  stores: z.array(adminStoreSchema),
  counts: z.object({ total: z.number(), liberadas: z.number(), bloqueadas: z.number() }),
});
export type AdminStoreList = z.infer<typeof adminStoreListSchema>;

export const setStoreStatusSchema = z.object({ status: storeStatusSchema });
