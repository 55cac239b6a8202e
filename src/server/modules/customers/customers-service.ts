import { saoPauloMonth } from '../../../shared/calendar.ts';
import {
  CREDIT_ENTRIES_SHOWN,
  type CreditEntryResult,
  type CreditStatement,
  type Customer,
  type CustomerExtrasInput,
  type CustomerFields,
  type CustomerList,
  customerMessages,
  EXTRA_KEYS,
  LAST_PURCHASES,
  type Purchase,
  TOP_CUSTOMERS,
  type TopCustomer,
} from '../../../shared/contracts/customers.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { CustomerExtras } from '../../db/schema/customers.ts';
import { AppError, ConflictError, NotFoundError } from '../../errors.ts';
import { scrubCustomerFromAudit, writeAudit } from '../audit/audit-queries.ts';
import { pendingRewards } from '../orders/orders-queries.ts';
import { ANONYMOUS_NAME } from './customer-data-queries.ts';
import {
  applyCreditEntry,
  type CreditEntryRow,
  type CustomerRow,
  countCustomers,
  deleteCustomerRow,
  findCustomerByCpf,
  findCustomerById,
  insertCustomer,
  listCreditEntries,
  listCustomerSummaries,
  listTopCustomers,
  updateCustomerExtras,
  updateCustomerFields,
} from './customers-queries.ts';
import { listCounterSalePurchases, listOnlineOrderPurchases, type PurchaseSource } from './purchases-queries.ts';

/** A debit larger than the balance: 422, with the balance in the message. */
export class InsufficientBalanceError extends AppError {
  constructor(balanceCents: number) {
    const message = customerMessages.insufficientBalance(balanceCents);
    super(422, 'insufficient_balance', message, { amountCents: message });
  }
}

const notFound = () => new NotFoundError(customerMessages.notFound);
const duplicateCpf = () => new ConflictError(customerMessages.duplicateCpf, { cpf: customerMessages.duplicateCpf });

/** The five answers as strings, whatever shape another screen stored them in (a boolean vehicle...). */
function extrasOf(stored: unknown): Customer['extras'] {
  const raw = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const out: Customer['extras'] = {};
  for (const key of EXTRA_KEYS) {
    const value = raw[key];
    if (value === undefined || value === null || value === '') continue;
    out[key] = typeof value === 'boolean' ? (value ? 'sim' : 'nao') : String(value);
  }
  return out;
}

/** The customer as the API shows it; `pending`: the rewards of orders not delivered yet. */
export function toCustomer(row: CustomerRow, pending = { points: 0, cashbackCents: 0 }): Customer {
  const { storeId: _, dataNascimentoPelaLoja: __, lastPurchaseAt, createdAt, extras, ...rest } = row;
  return {
    ...rest,
    pointsBalance: Number(rest.pointsBalance),
    pointsPending: pending.points,
    cashbackPendingCents: pending.cashbackCents,
    extras: extrasOf(extras),
    lastPurchaseAt: lastPurchaseAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
}

export async function listCustomers(
  db: Db,
  storeId: number,
  query: { search: string; aniversariantes: boolean; limit: number; offset: number },
  now = new Date(),
): Promise<CustomerList> {
  const filter = {
    storeId,
    search: query.search,
    birthdayMonth: query.aniversariantes ? saoPauloMonth(now) : undefined,
  };
  const [rows, total] = await Promise.all([
    listCustomerSummaries(db, filter, { limit: query.limit, offset: query.offset }),
    countCustomers(db, filter),
  ]);
  const next = query.offset + rows.length;
  return {
    customers: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total,
    nextOffset: next < total && rows.length > 0 ? next : null,
  };
}

/** A CPF already registered in the shop answers 409 and changes nothing. */
export async function createCustomer(db: Db, storeId: number, input: CustomerFields): Promise<Customer> {
  if (await findCustomerByCpf(db, storeId, input.cpf)) throw duplicateCpf();
  try {
    return toCustomer(await insertCustomer(db, storeId, input));
  } catch (err) {
    // The same CPF registered twice at the same moment: the unique constraint decides.
    if (isUniqueViolation(err)) throw duplicateCpf();
    throw err;
  }
}

export async function getCustomer(db: Db, storeId: number, customerId: number): Promise<Customer> {
  const row = await findCustomerById(db, storeId, customerId);
  // A customer whose data was deleted (LGPD) is not found any more.
  if (!row || row.anonymizedAt) throw notFound();
  return toCustomer(row, await pendingRewards(db, storeId, customerId));
}

export async function updateCustomer(
  db: Db,
  storeId: number,
  customerId: number,
  input: CustomerFields,
): Promise<Customer> {
  const other = await findCustomerByCpf(db, storeId, input.cpf);
  if (other && other.id !== customerId) {
    // Say 404 rather than 409 when the customer being edited is not the shop's.
    if (!(await findCustomerById(db, storeId, customerId))) throw notFound();
    throw duplicateCpf();
  }
  try {
    const row = await updateCustomerFields(db, storeId, customerId, input);
    if (!row) throw notFound();
    return toCustomer(row, await pendingRewards(db, storeId, customerId));
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateCpf();
    throw err;
  }
}

/** Conhecendo Cliente: the five answers replace the previous ones; blank ones are dropped. */
export async function saveCustomerExtras(
  db: Db,
  storeId: number,
  customerId: number,
  extras: Required<CustomerExtrasInput>,
): Promise<Customer> {
  const kept = Object.fromEntries(Object.entries(extras).filter(([, v]) => v !== '')) as CustomerExtras;
  const row = await updateCustomerExtras(db, storeId, customerId, kept);
  if (!row) throw notFound();
  return toCustomer(row, await pendingRewards(db, storeId, customerId));
}

/**
 * Removes a customer from the register, logged in the Registro de Atividades by number only (the
 * names in earlier entries about them go too, as when their data is deleted on request).
 */
export async function deleteCustomer(db: Db, storeId: number, customerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteCustomerRow(tx, storeId, customerId))) throw notFound();
    await writeAudit(tx, { storeId, action: 'customer.deleted', entity: 'customer', entityId: customerId });
    await scrubCustomerFromAudit(tx, storeId, customerId, ANONYMOUS_NAME);
  });
}

export async function getTopCustomers(db: Db, storeId: number): Promise<{ customers: TopCustomer[] }> {
  return { customers: await listTopCustomers(db, storeId, TOP_CUSTOMERS) };
}

/** Where purchases come from: online orders and counter sales. */
const purchaseSources: PurchaseSource[] = [listOnlineOrderPurchases, listCounterSalePurchases];

/** The newest purchases of every source, merged newest first. */
export async function getLastPurchases(
  db: Db,
  storeId: number,
  customerId: number,
): Promise<{ purchases: Purchase[] }> {
  if (!(await findCustomerById(db, storeId, customerId))) throw notFound();
  const lists = await Promise.all(purchaseSources.map((source) => source(db, storeId, customerId, LAST_PURCHASES)));
  const purchases = lists
    .flat()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, LAST_PURCHASES);
  return { purchases };
}

const toEntry = (row: CreditEntryRow) => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function getCreditStatement(db: Db, storeId: number, customerId: number): Promise<CreditStatement> {
  const customer = await findCustomerById(db, storeId, customerId);
  if (!customer) throw notFound();
  const entries = await listCreditEntries(db, storeId, customerId, CREDIT_ENTRIES_SHOWN);
  return { balanceCents: customer.creditBalanceCents, entries: entries.map(toEntry) };
}

/** Crédito or débito; a debit above the balance is refused and changes nothing. */
export async function addCreditEntry(
  db: Db,
  storeId: number,
  customerId: number,
  input: { tipo: 'credito' | 'debito'; amountCents: number; note: string },
): Promise<CreditEntryResult> {
  const signed = input.tipo === 'credito' ? input.amountCents : -input.amountCents;
  const result = await db.transaction(async (tx) => {
    const applied = await applyCreditEntry(tx, { storeId, customerId, amountCents: signed, note: input.note });
    if (!applied) return null;
    const customer = await findCustomerById(tx, storeId, customerId);
    await writeAudit(tx, {
      storeId,
      action: input.tipo === 'credito' ? 'credit.added' : 'credit.spent',
      entity: 'customer',
      entityId: customerId,
      after: {
        customerId,
        customerName: customer?.nome ?? '',
        amountCents: input.amountCents,
        balanceCents: applied.balanceCents,
        note: input.note,
      },
    });
    return applied;
  });
  if (result) return { balanceCents: result.balanceCents, entry: toEntry(result.entry) };
  const customer = await findCustomerById(db, storeId, customerId);
  if (!customer) throw notFound();
  throw new InsufficientBalanceError(customer.creditBalanceCents);
}
