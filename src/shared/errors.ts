import { z } from 'zod';

/** The one error shape of the API. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>['error'];

export const messages = {
  unexpected: 'Ocorreu um erro inesperado. Tente novamente.',
  notFound: 'Não encontrado.',
  unauthenticated: 'Sua sessão expirou. Entre novamente.',
  forbiddenOrigin: 'Requisição recusada.',
  tooManyRequests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  invalidInput: 'Verifique os campos destacados.',
} as const;
