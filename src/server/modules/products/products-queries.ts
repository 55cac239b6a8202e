import { and, asc, count, eq, gt, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { DEFAULT_LOW_STOCK_LEVEL } from '../../../shared/contracts/products.ts';
import type { Db } from '../../db/client.ts';
import { PRODUCT_CODE_MAX, products } from '../../db/schema/products.ts';
import { stores } from '../../db/schema/stores.ts';

export type ProductRow = typeof products.$inferSelect;
type ProductValues = Pick<
  typeof products.$inferInsert,
  'name' | 'priceCents' | 'category' | 'description' | 'stock' | 'imageId' | 'barcode' | 'lowStockLevel'
>;

const ACCENTED = 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäåéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'AAAAAAEEEEIIIIOOOOOUUUUCNaaaaaaeeeeiiiiooooouuuucn';

/** Lower case without accents, the same on both engines whatever their locale ('Pão' → 'pao'). */
const folded = (column: SQLWrapper) => sql`lower(translate(${column}, ${ACCENTED}, ${PLAIN}))`;

export function foldSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The folded text for a `like` pattern, its own backslash, % and _ taken literally. */
function likeText(term: string): string {
  return foldSearch(term).replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The product code typed as '12' or '#12', or undefined. */
function typedCode(term: string): number | undefined {
  const code = /^#?\s*(\d{1,5})$/.exec(term)?.[1];
  return code === undefined ? undefined : Number(code);
}

/** A barcode typed or scanned (digits only), or undefined. */
function typedBarcode(term: string): string | undefined {
  return /^\d{8,14}$/.test(term) ? term : undefined;
}

/** Name or category containing the words, the code itself ('12' or '#12'), or the exact barcode. */
function searchCondition(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const like = `%${likeText(term)}%`;
  const code = typedCode(term);
  const barcode = typedBarcode(term);
  return or(
    sql`${folded(products.name)} like ${like}`,
    sql`${folded(products.category)} like ${like}`,
    code === undefined ? undefined : eq(products.code, code),
    barcode === undefined ? undefined : eq(products.barcode, barcode),
  );
}

/** Tracked stock at or below the product's level (DEFAULT_LOW_STOCK_LEVEL when it has none). */
const lowStockCondition = sql`(${products.stock} is not null and ${products.stock} <= coalesce(${products.lowStockLevel}, ${sql.raw(String(DEFAULT_LOW_STOCK_LEVEL))}))`;

export interface ListFilter {
  storeId: number;
  search?: string;
  lowStock?: boolean;
}

export async function listProducts(
  db: Db,
  { storeId, search, lowStock, after, limit }: ListFilter & { after?: number; limit: number },
) {
  return db
    .select()
    .from(products)
    .where(
      and(
        eq(products.storeId, storeId),
        searchCondition(search),
        lowStock ? lowStockCondition : undefined,
        after === undefined ? undefined : gt(products.code, after),
      ),
    )
    .orderBy(asc(products.code))
    .limit(limit);
}

export async function countProducts(db: Db, { storeId, search, lowStock }: ListFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.storeId, storeId), searchCondition(search), lowStock ? lowStockCondition : undefined));
  return row?.n ?? 0;
}

/**
 * The counter's search: the exact barcode first (a scanner types the digits and Enter), then the
 * exact code, then names containing the text (case and accents ignored), those starting with it
 * first, then in alphabetical order.
 */
export async function searchProducts(
  db: Db,
  { storeId, term, limit }: { storeId: number; term: string; limit: number },
) {
  const code = typedCode(term);
  const barcode = typedBarcode(term);
  const name = folded(products.name);
  const barcodeMatch = barcode === undefined ? sql`false` : sql`${products.barcode} = ${barcode}`;
  const codeMatch = code === undefined ? sql`false` : sql`${products.code} = ${code}`;
  return db
    .select()
    .from(products)
    .where(and(eq(products.storeId, storeId), or(sql`${name} like ${`%${likeText(term)}%`}`, barcodeMatch, codeMatch)))
    .orderBy(
      sql`case when ${barcodeMatch} then 0 when ${codeMatch} then 1 when ${name} like ${`${likeText(term)}%`} then 2 else 3 end`,
      asc(name),
      asc(products.code),
    )
    .limit(limit);
}

export async function findProduct(db: Db, { storeId, id }: { storeId: number; id: number }) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.storeId, storeId)));
  return row;
}

/** The product's current photo, its row locked until the transaction ends (an edit replacing it). */
export async function findProductImageForUpdate(db: Db, { storeId, id }: { storeId: number; id: number }) {
  const [row] = await db
    .select({ imageId: products.imageId, name: products.name, priceCents: products.priceCents })
    .from(products)
    .where(and(eq(products.id, id), eq(products.storeId, storeId)))
    .for('update');
  return row;
}

/**
 * Serialises product creation in one shop: the second of two concurrent creates waits here until
 * the first commits, then sees its code. (NO KEY UPDATE: orders that reference the shop are not held.)
 */
export async function lockStoreForProducts(db: Db, storeId: number): Promise<boolean> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('no key update');
  return Boolean(row);
}

/** The lowest unused code from 1 in the shop, or null when 1..10,000 are all taken. */
export async function lowestFreeCode(db: Db, storeId: number): Promise<number | null> {
  const [first] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.code, 1)));
  if (!first) return 1;
  // The first code whose successor is missing, in one pass over the shop's codes in order. Not an
  // anti-join on `code + 1`: under row-level security (decision 030) a join condition with
  // arithmetic (not leakproof) cannot be an index condition, and the anti-join went quadratic.
  const result = await db.execute<{ code: number | null }>(sql`
    select min(code) + 1 as code from (
      select ${products.code} as code, lead(${products.code}) over (order by ${products.code}) as next
      from ${products}
      where ${products.storeId} = ${storeId} and ${products.code} <= ${PRODUCT_CODE_MAX}
    ) s
    where code < ${PRODUCT_CODE_MAX} and (next is null or next <> code + 1)`);
  const [row] = (result as unknown as { rows: { code: number | null }[] }).rows;
  return row?.code == null ? null : Number(row.code);
}

export async function insertProduct(db: Db, values: ProductValues & { storeId: number; code: number }) {
  const [row] = await db.insert(products).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateProductRow(
  db: Db,
  { storeId, id }: { storeId: number; id: number },
  values: ProductValues,
) {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(products.id, id), eq(products.storeId, storeId)))
    .returning();
  return row;
}

/** Deletes the product; returns what it was (its photo's id), or undefined if the shop has no such product. */
export async function deleteProductRow(db: Db, { storeId, id }: { storeId: number; id: number }) {
  const [row] = await db
    .delete(products)
    .where(and(eq(products.id, id), eq(products.storeId, storeId)))
    .returning({ id: products.id, imageId: products.imageId });
  return row;
}

/** The shop's categories in use, for suggestions while typing. */
export async function listCategories(db: Db, storeId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: products.category })
    .from(products)
    .where(and(eq(products.storeId, storeId), sql`${products.category} <> ''`))
    .orderBy(asc(products.category))
    .limit(200);
  return rows.map((r) => r.category);
}
