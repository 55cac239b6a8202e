import { z } from 'zod';

/** What the server accepts: the browser resizes first, so real uploads are far smaller. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The longest side the browser resizes to. */
export const IMAGE_MAX_SIDE = 1200;
/** The server refuses anything larger on either side (a resized image is at most IMAGE_MAX_SIDE). */
export const IMAGE_MAX_DIMENSION = 5000;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const imageMessages = {
  invalidType: 'Arquivo inválido. Escolha uma imagem JPG, PNG ou WebP.',
  tooLarge: 'A imagem deve ter no máximo 2 MB.',
  tooManyPixels: `A imagem deve ter no máximo ${IMAGE_MAX_DIMENSION} pixels de cada lado.`,
  empty: 'Escolha uma imagem.',
  notFound: 'Imagem não encontrada.',
  unreadable: 'Não foi possível ler esta imagem. Tente outra foto.',
  invalidWidth: `Largura inválida: informe um número inteiro de 1 a ${IMAGE_MAX_DIMENSION}.`,
} as const;

/** `?w=320`: the width wanted, in pixels (the nearest stored width at least that wide is served). */
export const imageQuerySchema = z.object({
  w: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/, imageMessages.invalidWidth)
    .transform(Number)
    .refine((w) => w <= IMAGE_MAX_DIMENSION, imageMessages.invalidWidth)
    .optional(),
});

/** The shop has stored as many image bytes as it may (IMAGE_QUOTA_MB). */
export function imageQuotaMessage(quotaBytes: number): string {
  const mb = Math.round((quotaBytes / 1024 / 1024) * 10) / 10;
  return `Limite de armazenamento de imagens atingido (${String(mb).replace('.', ',')} MB por loja). Remova fotos que não usa mais e tente novamente.`;
}

export const uploadedImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.enum(IMAGE_TYPES),
  width: z.number(),
  height: z.number(),
  byteSize: z.number(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** Where an uploaded image is served (public, cached for a year). */
export function imageUrl(imageId: string | null): string | null {
  return imageId ? `/api/images/${imageId}` : null;
}
