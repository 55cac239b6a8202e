import type { FastifyRequest } from 'fastify';

/**
 * A request's URL as the logs write it: the token of a password reset link (the page
 * /redefinir-senha/{token} the e-mail and the super admin send) is left out, so whoever reads the
 * logs cannot use a link that still works.
 */
export function loggedUrl(url: string): string {
  return url.replace(/^(\/redefinir-senha\/)[^?#]*/i, '$1[token]');
}

/** Fastify's own request serializer, with the URL through loggedUrl. */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: loggedUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
