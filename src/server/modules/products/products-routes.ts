import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  nextProductCodeSchema,
  productCategoriesSchema,
  productInputSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
  productSearchQuerySchema,
  productSearchSchema,
} from '../../../shared/contracts/products.ts';
import { text } from '../../../shared/contracts/text.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import {
  createProduct,
  deleteProduct,
  getCategories,
  getNextProductCode,
  getProduct,
  getProductList,
  parseProductId,
  searchShopProducts,
  updateProduct,
} from './products-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
/** Not validated as a number here: an id that cannot exist answers 404 like any other unknown one. */
const idParams = z.object({ id: text().max(32) });

/** The signed-in shop's catalogue. The shop is always the session's, never the URL's or the body's. */
export const productsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireStore);

  app.get(
    '/api/products',
    {
      schema: {
        tags: ['products'],
        summary: "The shop's products in code order, searched by name, code or category",
        querystring: productListQuerySchema,
        response: { 200: productListSchema, ...errors },
      },
    },
    async (request) => getProductList(db, storeIdOf(request), request.query),
  );

  app.get(
    '/api/products/search',
    {
      schema: {
        tags: ['products'],
        summary: "The counter's search: exact barcode, exact code or name (from 2 characters), 5 results",
        querystring: productSearchQuerySchema,
        response: { 200: productSearchSchema, ...errors },
      },
    },
    async (request) => searchShopProducts(db, storeIdOf(request), request.query.q),
  );

  app.get(
    '/api/products/next-code',
    {
      schema: {
        tags: ['products'],
        summary: 'The code the next product will get (null at 10,000 products)',
        response: { 200: nextProductCodeSchema, ...errors },
      },
    },
    async (request) => getNextProductCode(db, storeIdOf(request)),
  );

  app.get(
    '/api/products/categories',
    {
      schema: {
        tags: ['products'],
        summary: 'Categories the shop already uses',
        response: { 200: productCategoriesSchema, ...errors },
      },
    },
    async (request) => getCategories(db, storeIdOf(request)),
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One product of the shop',
        params: idParams,
        response: { 200: productSchema, ...errors },
      },
    },
    async (request) => getProduct(db, storeIdOf(request), parseProductId(request.params.id)),
  );

  app.post(
    '/api/products',
    {
      schema: {
        tags: ['products'],
        summary: 'Register a product; the server gives its code',
        body: productInputSchema,
        response: { 201: productSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createProduct(db, storeIdOf(request), request.body)),
  );

  app.put(
    '/api/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'Change a product (its code stays)',
        params: idParams,
        body: productInputSchema,
        response: { 200: productSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => updateProduct(db, storeIdOf(request), parseProductId(request.params.id), request.body),
  );

  app.delete(
    '/api/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'Delete a product (past orders keep their copy of it)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteProduct(db, storeIdOf(request), parseProductId(request.params.id));
      return reply.status(204).send(null);
    },
  );
};
