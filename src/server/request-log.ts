import type { FastifyRequest } from 'fastify';

/**
 * A request's URL as the logs write it: the token of a password reset link (the page
 * /redefinir-senha/{token} the e-mail and the super admin send) or of a team member's invitation
 * (/convite/{token} and its API route) is left out, so whoever reads the
 * logs cannot use a link that still works.
 */
export function loggedUrl(url: string): string {
  return url.replace(/^(\/(?:redefinir-senha|convite|api\/public\/staff-invites)\/)[^?#]*/i, '$1[token]');
}

/**
 * A CPF as it may appear in a URL: 11 digits in a row, or written 000.000.000-00 (a dot, dash or
 * space, as typed or percent-encoded, between the groups), not part of a longer run of digits
 * (barcodes have 8, 12, 13 or 14).
 */
const CPF_LIKE =
  /(?<!\d)\d{3}(?:[.\-\s+]|%20|%2[de])?\d{3}(?:[.\-\s+]|%20|%2[de])?\d{3}(?:[-\s+]|%20|%2d)?\d{2}(?!\d)/gi;

/** `text` with every CPF-like sequence replaced, for what the server writes into its logs. */
export function redactCpfs(text: string): string {
  return text.replace(CPF_LIKE, '[cpf]');
}

/**
 * Pino's serializer of the request in the server's log lines: Fastify's own fields, with the URL's
 * CPF-like sequences redacted. The API takes CPFs in bodies only, but a URL is whatever the client
 * sent (an old page, a hand-made link), and the log keeps it.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactCpfs(loggedUrl(request.url)),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger option with the request serializer above (false, no logger, stays false). */
export function withRequestLog(logger: boolean | object): boolean | object {
  if (logger === false) return logger;
  const options: Record<string, unknown> = logger === true ? {} : { ...logger };
  const serializers = (options.serializers as Record<string, unknown> | undefined) ?? {};
  return { ...options, serializers: { ...serializers, req: serializeRequest } };
}
