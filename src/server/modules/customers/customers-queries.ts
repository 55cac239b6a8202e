import { and, desc, eq, gt, gte, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { onlyDigits } from '../../../shared/document.ts';
import type { Db } from '../../db/client.ts';
import { type CustomerExtras, customers } from '../../db/schema/customers.ts';
import { creditLedger } from '../../db/schema/loyalty.ts';
import { totalsSet } from './purchase-ledger.ts';

/**
 * SQL of the customers domain. Every function takes the database (or a transaction) first and the
 * shop's id, which is in every where clause. Checkout, loyalty and the point of sale reuse these.
 */

export type CustomerRow = typeof customers.$inferSelect;

/** What screens may write. Balances change only through their ledgers (purchase-ledger.ts, applyCreditEntry). */
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
    .values({ ...fields, storeId, dataNascimentoPelaLoja: Boolean(fields.dataNascimento) })
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
  // A birth date counts as the shop's when the shop types one that differs from the date on file:
  // saving a record unchanged confirms nothing an online order planted.
  const birth =
    'dataNascimento' in fields
      ? {
          dataNascimentoPelaLoja: fields.dataNascimento
            ? sql`${customers.dataNascimentoPelaLoja} or ${customers.dataNascimento} is distinct from ${fields.dataNascimento}::date`
            : sql`false`,
        }
      : {};
  const [row] = await db
    .update(customers)
    .set({ ...fields, ...birth })
    .where(byId(storeId, customerId))
    .returning();
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
 * `public`: an anonymous buyer of the storefront, who only proves knowing a CPF: for a customer on
 * file nothing they type changes the record (the order keeps its own copy); a new customer is
 * created from it without the birth date, which only the shop's people may write.
 * (docs/decisions/032-rewards-on-delivery-and-buyer-identity.md)
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
 * ones on file; what a given detail may replace depends on the source (see CustomerSource). A
 * birth date counts as the shop's when the shop typed it: on a new record, or one that differs
 * from the date on file (saving a record unchanged confirms nothing an order planted).
 */
export async function findOrCreateCustomer(
  db: Db,
  storeId: number,
  details: CustomerDetails,
  source: CustomerSource,
  /** A purchase to count on the totals in the same statement (see totalsSet in purchase-ledger.ts). */
  purchase?: { amountCents: number; at: Date },
): Promise<CustomerRow> {
  const [row] = await customerUpsert(db, storeId, details, source, purchase).returning();
  if (!row) throw new Error('find or create returned no row');
  return row;
}

/**
 * findOrCreateCustomer's statement, not yet run: to run as a part of a larger statement (the
 * storefront order's, checkout-queries.ts), with `storeIdValue` the expression that gives the
 * shop's id there (evaluated before the row is taken).
 */
export function customerUpsert(
  db: Db,
  storeId: number,
  details: CustomerDetails,
  source: CustomerSource,
  purchase?: { amountCents: number; at: Date },
  storeIdValue?: SQL,
) {
  const cpf = onlyDigits(details.cpf);
  const given = Object.fromEntries(
    Object.entries(details).filter(
      // A birth date typed in the storefront is never written: it would be the proof that unlocks
      // the record at the checkout, planted by whoever typed the CPF first.
      ([key, v]) => v !== undefined && v !== null && !(source === 'public' && key === 'dataNascimento'),
    ),
  );
  const set: Record<string, SQL> = purchase ? totalsSet(purchase.amountCents, purchase.at) : {};
  if (source === 'shop') {
    const columns = {
      nome: customers.nome,
      telefone: customers.telefone,
      dataNascimento: customers.dataNascimento,
      rua: customers.rua,
      numero: customers.numero,
      bairro: customers.bairro,
      cidade: customers.cidade,
    } as const;
    for (const [key, column] of Object.entries(columns)) {
      if (!(key in given) || given[key] === '') continue;
      set[key] = sql`excluded.${sql.identifier(column.name)}`;
    }
    if (given.dataNascimento) {
      set.dataNascimentoPelaLoja = sql`${customers.dataNascimentoPelaLoja} or excluded.data_nascimento is distinct from ${customers.dataNascimento}`;
    }
  }
  // Nothing to change still needs an update, so that the row is returned and locked.
  if (Object.keys(set).length === 0) set.nome = sql`${customers.nome}`;
  const counted = purchase
    ? { totalSpentCents: purchase.amountCents, purchaseCount: 1, lastPurchaseAt: purchase.at }
    : {};
  return db
    .insert(customers)
    .values({
      ...given,
      ...counted,
      cpf,
      nome: details.nome,
      storeId: storeIdValue ?? storeId,
      dataNascimentoPelaLoja: source === 'shop' && Boolean(given.dataNascimento),
    })
    .onConflictDoUpdate({ target: [customers.storeId, customers.cpf], set });
}
