import { and, desc, eq, gt, gte, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { onlyDigits } from '../../../shared/document.ts';
import type { Db } from '../../db/client.ts';
import { type CustomerExtras, customers, pointsLedger } from '../../db/schema/customers.ts';
import { creditLedger } from '../../db/schema/loyalty.ts';

/**
 * SQL of the customers domain. Every function takes the database (or a transaction) first and the
 * shop's id, which is in every where clause. Checkout, loyalty and the point of sale reuse these.
 */

export type CustomerRow = typeof customers.$inferSelect;

/** What screens may write. Balances change only through their ledgers (addPoints, applyCreditEntry...). */
export type CustomerWritable = Partial<
  Pick<
    typeof customers.$inferInsert,
    | 'nome'
    | 'telefone'
    | 'email'
    | 'sexo'
    | 'dataNascimento'
    | 'rua'
    | 'numero'
    | 'bairro'
    | 'cidade'
    | 'estado'
    | 'cep'
    | 'nomeAtendente'
  >
>;

const byId = (storeId: number, customerId: number) => and(eq(customers.id, customerId), eq(customers.storeId, storeId));

export async function findCustomerById(db: Db, storeId: number, customerId: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(byId(storeId, customerId));
  return row;
}

/** The shop's customer with this CPF (digits only). */
export async function findCustomerByCpf(db: Db, storeId: number, cpf: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.cpf, onlyDigits(cpf))));
  return row;
}

export interface CustomerFilter {
  storeId: number;
  /** Part of the name (case and accents ignored), or digits of the CPF or phone. */
  search?: string;
  /** 1-12: only customers born in this month. */
  birthdayMonth?: number;
}

const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';
const fold = (value: SQL | string) => sql`translate(lower(${value}), ${ACCENTED}, ${PLAIN})`;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function customerFilterWhere({ storeId, search, birthdayMonth }: CustomerFilter): SQL | undefined {
  // A customer whose data was deleted (LGPD) is in no list and no search.
  const conditions: SQL[] = [eq(customers.storeId, storeId), isNull(customers.anonymizedAt)];
  const term = search?.trim();
  if (term) {
    const byName = sql`${fold(sql`${customers.nome}`)} like ${fold(`%${escapeLike(term)}%`)}`;
    // A term of digits and punctuation (a CPF or phone as typed) also matches those digits.
    const digits = /^[\d\s.\-()/+]+$/.test(term) ? onlyDigits(term) : '';
    conditions.push(
      digits
        ? (or(byName, like(customers.cpf, `%${digits}%`), like(customers.telefone, `%${digits}%`)) as SQL)
        : byName,
    );
  }
  if (birthdayMonth) conditions.push(sql`extract(month from ${customers.dataNascimento}) = ${birthdayMonth}`);
  return and(...conditions);
}

/** One page of the shop's customers, newest first. */
export async function listCustomerSummaries(db: Db, filter: CustomerFilter, page: { limit: number; offset: number }) {
  return db
    .select({
      id: customers.id,
      cpf: customers.cpf,
      nome: customers.nome,
      telefone: customers.telefone,
      dataNascimento: customers.dataNascimento,
      pointsBalance: customers.pointsBalance,
      totalSpentCents: customers.totalSpentCents,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(customerFilterWhere(filter))
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countCustomers(db: Db, filter: CustomerFilter): Promise<number> {
  return db.$count(customers, customerFilterWhere(filter));
}

/** Inserts a customer; a CPF already in the shop raises a unique violation (see isUniqueViolation). */
export async function insertCustomer(
  db: Db,
  storeId: number,
  fields: CustomerWritable & { cpf: string; nome: string },
): Promise<CustomerRow> {
  const [row] = await db
    .insert(customers)
    .values({ ...fields, storeId })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Updates the given fields (the CPF too); undefined when the shop has no such customer. */
export async function updateCustomerFields(
  db: Db,
  storeId: number,
  customerId: number,
  fields: CustomerWritable & { cpf?: string },
): Promise<CustomerRow | undefined> {
  const [row] = await db.update(customers).set(fields).where(byId(storeId, customerId)).returning();
  return row;
}

export async function updateCustomerExtras(
  db: Db,
  storeId: number,
  customerId: number,
  extras: CustomerExtras,
): Promise<CustomerRow | undefined> {
  const [row] = await db.update(customers).set({ extras }).where(byId(storeId, customerId)).returning();
  return row;
}

/** Deletes the customer with their ledgers; their orders stay (customer_id becomes null). */
export async function deleteCustomerRow(db: Db, storeId: number, customerId: number): Promise<boolean> {
  const rows = await db.delete(customers).where(byId(storeId, customerId)).returning({ id: customers.id });
  return rows.length > 0;
}

/**
 * Adds (or, with a negative delta, takes) points: the ledger row and the cached balance change
 * together. Returns the new balance, or null when the shop has no such customer or the balance
 * would go below zero (nothing changes then).
 */
export async function addPoints(
  db: Db,
  entry: { storeId: number; customerId: number; delta: number; reason: string; orderId?: string | null },
): Promise<number | null> {
  if (!Number.isSafeInteger(entry.delta)) throw new Error('points delta must be an integer');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(customers)
      .set({ pointsBalance: sql`${customers.pointsBalance} + ${entry.delta}` })
      .where(and(byId(entry.storeId, entry.customerId), gte(sql`${customers.pointsBalance} + ${entry.delta}`, 0)))
      .returning({ balance: customers.pointsBalance });
    if (!row) return null;
    await tx.insert(pointsLedger).values({
      storeId: entry.storeId,
      customerId: entry.customerId,
      delta: entry.delta,
      reason: entry.reason,
      orderId: entry.orderId ?? null,
    });
    return row.balance;
  });
}

/**
 * Counts a purchase on the customer's cached totals (total spent, number of purchases, last
 * purchase). Call it in the transaction that records the order or sale. False: no such customer.
 */
export async function recordPurchase(
  db: Db,
  purchase: { storeId: number; customerId: number; amountCents: number; at?: Date; visit?: boolean },
): Promise<boolean> {
  if (!Number.isSafeInteger(purchase.amountCents) || purchase.amountCents < 0) {
    throw new Error('purchase amount must be a non-negative integer of cents');
  }
  const at = purchase.at ?? new Date();
  const rows = await db
    .update(customers)
    .set({
      totalSpentCents: sql`${customers.totalSpentCents} + ${purchase.amountCents}`,
      purchaseCount: sql`${customers.purchaseCount} + 1`,
      lastPurchaseAt: sql`greatest(${customers.lastPurchaseAt}, ${at.toISOString()}::timestamptz)`,
      // A visit: the customer came to the counter (Fidelidade).
      ...(purchase.visit ? { visits: sql`${customers.visits} + 1` } : {}),
    })
    .where(byId(purchase.storeId, purchase.customerId))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/** The shop's best customers by total purchases; only totals above zero. */
export async function listTopCustomers(db: Db, storeId: number, limit: number) {
  return db
    .select({
      id: customers.id,
      nome: customers.nome,
      cpf: customers.cpf,
      totalSpentCents: customers.totalSpentCents,
      purchaseCount: customers.purchaseCount,
      pointsBalance: customers.pointsBalance,
    })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), isNull(customers.anonymizedAt), gt(customers.totalSpentCents, 0)))
    .orderBy(desc(customers.totalSpentCents), desc(customers.purchaseCount), customers.id)
    .limit(limit);
}

export async function listCreditEntries(db: Db, storeId: number, customerId: number, limit: number) {
  return db
    .select({
      id: creditLedger.id,
      tipo: creditLedger.tipo,
      amountCents: creditLedger.amountCents,
      note: creditLedger.note,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .where(and(eq(creditLedger.storeId, storeId), eq(creditLedger.customerId, customerId)))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(limit);
}

export type CreditEntryRow = Awaited<ReturnType<typeof listCreditEntries>>[number];

/**
 * A credit (amount > 0) or debit (amount < 0) of the customer's store credit. The ledger entry
 * and customers.credit_balance_cents change in one transaction; the balance is changed by a
 * conditional update, so concurrent debits wait for each other and can never overdraw.
 * Returns null when nothing changed: no such customer, or not enough balance for the debit.
 */
export async function applyCreditEntry(
  db: Db,
  entry: { storeId: number; customerId: number; amountCents: number; note?: string },
): Promise<{ balanceCents: number; entry: CreditEntryRow } | null> {
  const { storeId, customerId, amountCents } = entry;
  if (!Number.isSafeInteger(amountCents) || amountCents === 0)
    throw new Error('credit amount must be a non-zero integer');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(customers)
      .set({ creditBalanceCents: sql`${customers.creditBalanceCents} + ${amountCents}` })
      .where(and(byId(storeId, customerId), gte(sql`${customers.creditBalanceCents} + ${amountCents}`, 0)))
      .returning({ balanceCents: customers.creditBalanceCents });
    if (!row) return null;
    const [inserted] = await tx
      .insert(creditLedger)
      .values({
        storeId,
        customerId,
        amountCents,
        tipo: amountCents > 0 ? 'credito' : 'debito',
        note: entry.note ?? '',
      })
      .returning({
        id: creditLedger.id,
        tipo: creditLedger.tipo,
        amountCents: creditLedger.amountCents,
        note: creditLedger.note,
        createdAt: creditLedger.createdAt,
      });
    if (!inserted) throw new Error('insert returned no row');
    return { balanceCents: row.balanceCents, entry: inserted };
  });
}

/**
 * Who is giving the customer's details. `shop`: the shop's own people (the counter, the point of
 * sale, Cadastro de Clientes), who see the customer: what they type replaces what is on file.
 * `public`: an anonymous buyer of the storefront, who only proves knowing a CPF: what they type
 * fills blanks on file and never replaces a name, phone, birth date or address already there.
 * (docs/decisions/018-point-of-sale-and-one-customer-policy.md)
 */
export type CustomerSource = 'shop' | 'public';

export type CustomerDetails = Pick<
  typeof customers.$inferInsert,
  'nome' | 'telefone' | 'dataNascimento' | 'rua' | 'numero' | 'bairro' | 'cidade'
> & { cpf: string; nome: string };

/**
 * THE way every screen finds or creates the shop's customer of a CPF: one statement, safe when
 * two requests bring a new CPF at once, leaving the row locked until the transaction ends (so a
 * purchase counted next is counted in turn). Details left blank (or undefined) never erase the
 * ones on file; what a given detail may replace depends on the source (see CustomerSource).
 */
export async function findOrCreateCustomer(
  db: Db,
  storeId: number,
  details: CustomerDetails,
  source: CustomerSource,
  /**
   * A purchase to count in the same statement (what recordPurchase and addPoints with a positive
   * delta do, without their own round trips): the row returned holds the new totals and balance.
   * The points' ledger entry is the caller's to write.
   */
  purchase?: { amountCents: number; at: Date; points: number },
): Promise<CustomerRow> {
  if (
    purchase &&
    (!Number.isSafeInteger(purchase.amountCents) ||
      purchase.amountCents < 0 ||
      !Number.isSafeInteger(purchase.points) ||
      purchase.points < 0)
  ) {
    throw new Error('purchase amount and points must be non-negative integers');
  }
  const cpf = onlyDigits(details.cpf);
  const given = Object.fromEntries(Object.entries(details).filter(([, v]) => v !== undefined && v !== null));
  const columns = {
    nome: customers.nome,
    telefone: customers.telefone,
    dataNascimento: customers.dataNascimento,
    rua: customers.rua,
    numero: customers.numero,
    bairro: customers.bairro,
    cidade: customers.cidade,
  } as const;
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(columns)) {
    if (!(key in given) || given[key] === '') continue;
    const incoming = sql`excluded.${sql.identifier(column.name)}`;
    const blankOnFile = sql`(${column} is null or ${column}::text = '')`;
    set[key] = source === 'shop' ? incoming : sql`case when ${blankOnFile} then ${incoming} else ${column} end`;
  }
  if (purchase) {
    const at = sql`${purchase.at.toISOString()}::timestamptz`;
    set.totalSpentCents = sql`${customers.totalSpentCents} + ${purchase.amountCents}`;
    set.purchaseCount = sql`${customers.purchaseCount} + 1`;
    set.lastPurchaseAt = sql`greatest(${customers.lastPurchaseAt}, ${at})`;
    set.pointsBalance = sql`${customers.pointsBalance} + ${purchase.points}`;
  }
  // Nothing to change still needs an update, so that the row is returned and locked.
  if (Object.keys(set).length === 0) set.nome = sql`${customers.nome}`;
  const counted = purchase
    ? {
        totalSpentCents: purchase.amountCents,
        purchaseCount: 1,
        lastPurchaseAt: purchase.at,
        pointsBalance: purchase.points,
      }
    : {};
  const [row] = await db
    .insert(customers)
    .values({ ...given, ...counted, cpf, nome: details.nome, storeId })
    .onConflictDoUpdate({ target: [customers.storeId, customers.cpf], set })
    .returning();
  if (!row) throw new Error('find or create returned no row');
  return row;
}
