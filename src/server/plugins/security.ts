import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { messages } from '../../shared/errors.ts';
import { clientKey } from '../client-address.ts';
import { ForbiddenError, TooManyRequestsError } from '../errors.ts';
import { isApiPath, PAGE_LOADER_SOURCE } from '../spa.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SecurityOptions {
  production: boolean;
}

/**
 * Security headers with a real Content-Security-Policy, a coarse per-process flood guard, and
 * an Origin check on every state-changing request (the session cookie is SameSite=Lax too).
 */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  // The same headers on every answer: worked out by helmet once, then set as they are (helmet's
  // Fastify plugin builds its middleware again for each request, a tenth of a shop read's time).
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Our files, and the one inline script of the pages the server draws, by its text's hash.
        scriptSrc: ["'self'", PAGE_LOADER_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The installable app: its service worker (/sw.js) and manifest, from our origin only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The HSTS header only means something over HTTPS, i.e. in production behind TLS.
    strictTransportSecurity: options.production ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });

  await app.register(rateLimit, {
    global: true,
    max: 600,
    timeWindow: '1 minute',
    // The web app's files are cached by the browser; only the API is counted, judged by the path
    // the router decoded (see isApiRequest), never by the raw URL.
    allowList: (request) => !isApiRequest(request),
    // Per client address, an IPv6 one by its /64, as every per-address limit (client-address.ts).
    keyGenerator: clientKey,
    // A real Error: a plain object thrown from a hook would be sent as the body of a 200 by a
    // route's own error handler (the images upload had one). The error handler gives it the one
    // shape and Retry-After; routes' own limits (config.rateLimit) inherit this builder.
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(messages.tooManyRequests, Math.max(1, Math.ceil(context.ttl / 1000))),
  });

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin) {
      if (!sameOrigin(origin, request.protocol, request.host)) {
        throw new ForbiddenError(messages.forbiddenOrigin, 'bad_origin');
      }
      return;
    }
    // No Origin (older browsers on same-origin requests, or a non-browser client): refuse only
    // what a browser marks as coming from another site.
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new ForbiddenError(messages.forbiddenOrigin, 'bad_origin');
    }
  });
}

/**
 * Whether a request is for the API, by the route the router chose for it: the router decodes the
 * path, so `/%61pi/auth/login` reaches the route `/api/auth/login`, and the raw URL would let it
 * skip every limit. A path no route has (the not-found handler) is judged decoded and in any case,
 * as the not-found handler itself does.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return isApiPath(route ?? request.url.split('?')[0] ?? '/');
}

/**
 * Whether the Origin header names this server: scheme, host and port must all match (as URLs, so a
 * default port written out or left off is the same). The request's own scheme and host are
 * request.protocol and request.host, which follow X-Forwarded-Proto and X-Forwarded-Host only when
 * TRUST_PROXY is set: behind a TLS proxy, set it, or every change would be refused.
 */
export function sameOrigin(origin: string, protocol: string, host: string): boolean {
  try {
    const from = new URL(origin);
    const self = new URL(`${protocol}://${host}`);
    return from.origin === self.origin && from.origin !== 'null';
  } catch {
    return false;
  }
}

/**
 * The headers helmet sets for these options, worked out once: helmet's middleware run against a
 * response that records them. They depend on the options only (no nonce, nothing of the request).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown = null;
  helmet(options)({} as never, response as never, (err?: unknown) => {
    failed = err ?? null;
  });
  if (failed) throw failed;
  return headers;
}
