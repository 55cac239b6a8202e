/** Messages the API and the web app share (no dependencies: safe for the main bundle). */
export const messages = {
  unexpected: 'Ocorreu um erro inesperado. Tente novamente.',
  notFound: 'Não encontrado.',
  unauthenticated: 'Sua sessão expirou. Entre novamente.',
  forbiddenOrigin: 'Requisição recusada.',
  tooManyRequests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  invalidInput: 'Verifique os campos destacados.',
} as const;

export interface ApiError {
  code: string;
  message: string;
  fields?: Record<string, string>;
}
