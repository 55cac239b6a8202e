import {
  imageUrl,
  isLowStock,
  type NextProductCode,
  PRODUCT_SEARCH_LIMIT,
  type Product,
  type ProductList,
  type ProductSearch,
  productMessages,
} from '../../../shared/contracts/products.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { notifyStoreEvent, STOREFRONT_CHANGED } from '../../plugins/store-events.ts';
import { writeAudit } from '../audit/audit-queries.ts';
import { deleteImagesIfUnused, imageBelongsToStore } from '../images/images-queries.ts';
import { pricesAt } from '../promotions/promotions-service.ts';
import {
  countProducts,
  deleteProductRow,
  findProduct,
  findProductImageForUpdate,
  insertProduct,
  listCategories,
  listProducts,
  lockStoreForProducts,
  lowestFreeCode,
  type ProductRow,
  searchProducts,
  updateProductRow,
} from './products-queries.ts';

/** What the routes hand over after validation (productInputSchema's output). */
export interface ProductValues {
  name: string;
  priceCents: number;
  category: string;
  description: string;
  stock: number | null;
  imageId: string | null;
  barcode: string | null;
  lowStockLevel: number | null;
}

const MAX_ID = 2_147_483_647;

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    priceCents: row.priceCents,
    category: row.category,
    description: row.description,
    stock: row.stock,
    salesCount: row.salesCount,
    imageId: row.imageId,
    imageUrl: imageUrl(row.imageId),
    barcode: row.barcode,
    lowStockLevel: row.lowStockLevel,
    isLowStock: isLowStock(row.stock, row.lowStockLevel),
  };
}

/** One barcode per product in a shop: the unique constraint decides, so two saves at once cannot both take it. */
async function withBarcodeConflict<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (err) {
    if (isUniqueViolation(err, 'products_store_barcode_unique')) {
      throw new ConflictError(productMessages.barcodeTaken, { barcode: productMessages.barcodeTaken }, 'barcode_taken');
    }
    throw err;
  }
}

/** A product id from the URL; anything that cannot be one is simply not found. */
export function parseProductId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > MAX_ID) throw new NotFoundError(productMessages.notFound);
  return id;
}

async function assertOwnImage(db: Db, storeId: number, imageId: string | null): Promise<void> {
  if (imageId && !(await imageBelongsToStore(db, { storeId, id: imageId.toLowerCase() }))) {
    throw new BadRequestError(productMessages.imageNotFound, { imageId: productMessages.imageNotFound });
  }
}

export async function getProductList(
  db: Db,
  storeId: number,
  query: { search?: string; after?: number; limit: number; lowStock?: 'true' | 'false' },
): Promise<ProductList> {
  const filter = { storeId, search: query.search, lowStock: query.lowStock === 'true' };
  const [rows, total, lowStockCount] = await Promise.all([
    listProducts(db, { ...filter, after: query.after, limit: query.limit + 1 }),
    countProducts(db, filter),
    countProducts(db, { storeId, lowStock: true }),
  ]);
  const page = rows.slice(0, query.limit);
  const more = rows.length > query.limit;
  return {
    products: page.map(toProduct),
    total,
    nextAfter: more ? (page.at(-1)?.code ?? null) : null,
    lowStockCount,
  };
}

/**
 * The counter's product search (see searchProducts for the order), each at the price charged now
 * (with its normal price while a flash promotion lowers it).
 */
export async function searchShopProducts(
  db: Db,
  storeId: number,
  term: string,
  now = new Date(),
): Promise<ProductSearch> {
  const rows = await searchProducts(db, { storeId, term, limit: PRODUCT_SEARCH_LIMIT });
  const prices = await pricesAt(db, storeId, now);
  return { products: rows.map((row) => ({ ...toProduct(row), ...prices.priceOf(row) })) };
}

export async function getProduct(db: Db, storeId: number, id: number): Promise<Product> {
  const row = await findProduct(db, { storeId, id });
  if (!row) throw new NotFoundError(productMessages.notFound);
  return toProduct(row);
}

/** A hint for the form: the code the next product would get if it were saved now. */
export async function getNextProductCode(db: Db, storeId: number): Promise<NextProductCode> {
  return { code: await lowestFreeCode(db, storeId) };
}

export async function getCategories(db: Db, storeId: number): Promise<{ categories: string[] }> {
  return { categories: await listCategories(db, storeId) };
}

/**
 * The server gives the code: the lowest unused from 1, at most 10,000. The shop row is locked for
 * the transaction, so two products saved at the same moment get different codes.
 */
export async function createProduct(db: Db, storeId: number, input: ProductValues): Promise<Product> {
  return withBarcodeConflict(() =>
    db.transaction(async (tx) => {
      if (!(await lockStoreForProducts(tx, storeId))) throw new NotFoundError();
      await assertOwnImage(tx, storeId, input.imageId);
      const code = await lowestFreeCode(tx, storeId);
      if (code === null) throw new AppError(409, 'product_limit', productMessages.limit);
      const row = await insertProduct(tx, { ...input, storeId, code });
      await notifyStoreEvent(tx, { storeId, type: STOREFRONT_CHANGED });
      return toProduct(row);
    }),
  );
}

/** A replaced or removed photo is deleted with the change, unless another record of the shop uses it. */
export async function updateProduct(db: Db, storeId: number, id: number, input: ProductValues): Promise<Product> {
  return withBarcodeConflict(() =>
    db.transaction(async (tx) => {
      const before = await findProductImageForUpdate(tx, { storeId, id });
      if (!before) throw new NotFoundError(productMessages.notFound);
      await assertOwnImage(tx, storeId, input.imageId);
      const row = await updateProductRow(tx, { storeId, id }, input);
      if (!row) throw new NotFoundError(productMessages.notFound);
      if (before.imageId && before.imageId !== row.imageId) await deleteImagesIfUnused(tx, storeId, [before.imageId]);
      if (before.priceCents !== row.priceCents) {
        await writeAudit(tx, {
          storeId,
          action: 'product.price_changed',
          entity: 'product',
          entityId: row.id,
          before: { name: before.name, priceCents: before.priceCents },
          after: { name: row.name, priceCents: row.priceCents },
        });
      }
      await notifyStoreEvent(tx, { storeId, type: STOREFRONT_CHANGED });
      return toProduct(row);
    }),
  );
}

/**
 * Past orders keep their own copy of the product (order_items), so deleting never breaks them.
 * Its photo goes too, unless another record of the shop uses it.
 */
export async function deleteProduct(db: Db, storeId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await deleteProductRow(tx, { storeId, id });
    if (!deleted) throw new NotFoundError(productMessages.notFound);
    if (deleted.imageId) await deleteImagesIfUnused(tx, storeId, [deleted.imageId]);
    await notifyStoreEvent(tx, { storeId, type: STOREFRONT_CHANGED });
  });
}
