import { z } from 'zod';
import { openingHoursResponseSchema } from './opening-hours.ts';

export const storeProfileMessages = {
  logoSaved: 'Logo da loja atualizado com sucesso!',
  logoRemoved: 'Logo da loja removido.',
  logoNotFound: 'Imagem não encontrada. Envie o logo de novo.',
} as const;

/** What the owner edits of the shop's public profile: its opening hours and its logo. */
export const storeProfileSchema = z.object({
  /** Null until the owner saves them (the form starts from the suggested hours). */
  horarios: openingHoursResponseSchema.nullable(),
  /** The uploaded image that is the logo (null when none, or when the logo is not an upload). */
  logoId: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type StoreProfile = z.infer<typeof storeProfileSchema>;

/** The logo is an image the shop uploaded (POST /api/images); null removes it. */
export const updateStoreLogoSchema = z.object({
  imageId: z.uuid({ error: storeProfileMessages.logoNotFound }).nullable(),
});
export type UpdateStoreLogoInput = z.input<typeof updateStoreLogoSchema>;
