import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  imageMessages,
  imageQuerySchema,
  uploadedImageSchema,
} from '../../../shared/contracts/images.ts';
import { text } from '../../../shared/contracts/text.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { runAsPlatform } from '../../db/tenant-scope.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import { getImage, saveImage } from './images-service.ts';

/** Images never change (a new photo is a new id), so browsers and proxies may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const FALLBACK = 'public, max-age=60';

export const imagesRoutes: FastifyPluginAsyncZod<{ db: Db; quotaBytes: number }> = async (app, { db, quotaBytes }) => {
  // The upload is the file itself, not JSON and not multipart: the browser sends the resized
  // blob as it is. The declared type is ignored: the bytes decide (images-service).
  app.addContentTypeParser(
    [...IMAGE_TYPES, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/images',
    {
      onRequest: app.requireStore,
      bodyLimit: IMAGE_MAX_BYTES,
      schema: {
        tags: ['images'],
        summary: 'Upload an image (JPEG, PNG or WebP, at most 2 MB) for the signed-in shop',
        consumes: [...IMAGE_TYPES, 'application/octet-stream'],
        body: z.custom<Buffer>((v) => Buffer.isBuffer(v), imageMessages.invalidType),
        response: {
          201: uploadedImageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      errorHandler: (err, _request, reply) => {
        // Say what is wrong in the user's words; anything else goes to the app's error handler.
        if ((err as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          return reply.status(413).send({ error: { code: 'too_large', message: imageMessages.tooLarge } });
        }
        if ((err as { code?: string }).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
          return reply.status(415).send({ error: { code: 'invalid_type', message: imageMessages.invalidType } });
        }
        throw err;
      },
    },
    async (request, reply) => reply.status(201).send(await saveImage(db, storeIdOf(request), request.body, quotaBytes)),
  );

  app.get(
    '/api/images/:id',
    {
      schema: {
        tags: ['images'],
        summary: 'An image, public and cached for a year; with w, the stored WebP width nearest above w',
        params: z.object({ id: text().max(64) }),
        querystring: imageQuerySchema,
        response: { 200: z.any(), 304: z.undefined(), 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
      // A storefront shows many photos at once; each is fetched once and then cached.
      config: { rateLimit: { max: 3000, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { w } = request.query;
      // Found by its random id alone, whichever shop it belongs to: looked up across shops (decision 030).
      const image = await runAsPlatform(() => getImage(db, id, w));
      const etag = `"${id.toLowerCase()}${image.width === null ? '' : `-${image.width}`}"`;
      // The file itself answering a request for a width (its variants are being made): not for a year.
      const fallback = w !== undefined && image.width === null;
      reply.header('cache-control', fallback ? FALLBACK : IMMUTABLE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(image.contentType).send(image.data);
    },
  );
};
