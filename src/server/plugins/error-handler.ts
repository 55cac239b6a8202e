import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '../../shared/errors.ts';
import { AppError, TooManyRequestsError } from '../errors.ts';

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
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ error: { code: 'too_many_requests', message: messages.tooManyRequests } });
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: { code: err.code?.toLowerCase() ?? 'bad_request', message: 'Requisição inválida.' } });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'internal', message: messages.unexpected } });
  });
}
