import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this, compression saves less than a packet: sent as it is (as the API's threshold). */
export const COMPRESS_MIN_BYTES = 1024;

export type PageEncoding = 'br' | 'gzip';

/**
 * The encoding to send to a client: brotli when its Accept-Encoding allows it, else gzip, else
 * none. A coding with q=0 is refused; `*` stands for any coding not named.
 */
export function pickEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/** One body in one encoding; `best` for bodies compressed once and sent many times. */
export function compressText(body: string, encoding: PageEncoding, best: boolean): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: best ? 9 : 6 });
  return brotliCompressSync(body, {
    params: {
      // The best quality costs milliseconds per page: for the shell compressed once, not for each
      // page with a shop's own preview tags.
      [constants.BROTLI_PARAM_QUALITY]: best ? constants.BROTLI_MAX_QUALITY : 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });
}

/**
 * The app's page (index.html, built per request in the not-found handler, outside the compression
 * plugin's routes) compressed for the client when it accepts it: sets Content-Encoding and Vary.
 * `cache` keeps the compressed copies of pages sent often (the shell without preview tags, a
 * shop's page while its data holds); `best` compresses harder (for a page compressed once). The
 * page may be given as the function that builds it: it is then built only when no kept copy
 * answers the request.
 */
export function compressPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: string | (() => string),
  cache?: Map<string, Buffer>,
  best = cache !== undefined,
): string | Buffer {
  reply.header('vary', 'accept-encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const kept = encoding ? cache?.get(encoding) : undefined;
  if (encoding && kept) {
    reply.header('content-encoding', encoding);
    return kept;
  }
  const html = typeof page === 'string' ? page : page();
  if (!encoding || Buffer.byteLength(html) < COMPRESS_MIN_BYTES) return html;
  const body = compressText(html, encoding, best);
  cache?.set(encoding, body);
  reply.header('content-encoding', encoding);
  return body;
}
