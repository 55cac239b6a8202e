import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '../../shared/errors.ts';
import { AppError, TooManyRequestsError } from '../errors.ts';

/** The longest path parameter the router accepts (ids are at most 10 digits, image ids 36 characters). */
export const MAX_PARAM_LENGTH = 100;

interface KnownError {
  status: number;
  code: string;
  message: string;
}

const invalidJson: KnownError = { status: 400, code: 'invalid_json', message: 'Requisição inválida.' };

/** Fastify's own errors about a request, as the API says them: status, code and Portuguese message. */
const fastifyErrors: Record<string, KnownError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'body_too_large', message: 'A requisição é grande demais.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Formato de conteúdo não aceito. Envie JSON.',
  },
  FST_ERR_BAD_URL: { status: 400, code: 'bad_url', message: 'Endereço inválido.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri_too_long', message: 'Endereço muito longo.' },
};

const badRequest = (status: number): KnownError => ({ status, code: 'bad_request', message: 'Requisição inválida.' });
const internal: KnownError = { status: 500, code: 'internal', message: messages.unexpected };

function send(reply: FastifyReply, { status, code, message }: KnownError) {
  return reply.status(status).send({ error: { code, message } });
}

/** The one error handler: every failure leaves as `{ error: { code, message, fields? } }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? messages.invalidInput;
      }
      const first = Object.values(fields)[0] ?? messages.invalidInput;
      return reply.status(400).send({ error: { code: 'invalid_input', message: first, fields } });
    }
    if (err instanceof TooManyRequestsError) {
      reply.header('retry-after', String(err.retryAfterSeconds));
    }
    if (err instanceof AppError) {
      return reply
        .status(err.statusCode)
        .send({ error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) } });
    }
    // Errors raised by Fastify itself for a bad request (malformed JSON, body too large, ...).
    const known = err.code ? fastifyErrors[err.code] : undefined;
    if (known) return send(reply, known);
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return send(reply, { status: 429, code: 'too_many_requests', message: messages.tooManyRequests });
    }
    if (status >= 400 && status < 500) return send(reply, badRequest(status));
    request.log.error({ err }, 'unhandled error');
    return send(reply, internal);
  });
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (400) or a path parameter over
 * MAX_PARAM_LENGTH (414), answered in the one shape instead of Fastify's own.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = fastifyErrors[err.code];
  if (!known) request.log.error({ err }, 'router error');
  void send(reply, known ?? internal);
}

/**
 * Node's HTTP parser refused the request before Fastify saw it: a URL or headers over Node's
 * header limit (16 KiB: 431), a timeout (408) or a malformed request (400). The path is unknown
 * here, so the answer is the API's shape whatever was asked for.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message }: KnownError =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? { status: 431, code: 'headers_too_large', message: 'Endereço ou cabeçalhos grandes demais.' }
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? { status: 408, code: 'timeout', message: 'A requisição demorou demais. Tente novamente.' }
        : badRequest(400);
  this.log.debug({ err }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ error: { code, message } });
    socket.write(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(err);
}
