// The rows of one scale shop: its customers, then its counter sales (one item, one payment each)
// and online orders (one item each), numbered in time order, with the demo's hour-of-day and
// weekday shape over the period. Written to the COPY streams as they are made.
import { randomUUID } from 'node:crypto';
import { cashHandedOver } from '../demo-history.ts';
import { makePerson } from '../demo-people.ts';
import { intBetween, pick, type Random } from '../demo-random.ts';
import { type CopyWriter, field } from './scale-copy.ts';
import type { ShopPlan } from './scale-plan.ts';

export const CUSTOMER_COLUMNS = [
  'store_id',
  'cpf',
  'nome',
  'telefone',
  'sexo',
  'data_nascimento',
  'created_at',
] as const;
export const SALE_COLUMNS = [
  'id',
  'store_id',
  'number',
  'customer_id',
  'customer_name',
  'customer_cpf',
  'employee_id',
  'seller_name',
  'sold_at',
  'items_cents',
  'total_cents',
  'change_cents',
  'idempotency_key',
  'created_at',
] as const;
export const SALE_ITEM_COLUMNS = [
  'sale_id',
  'store_id',
  'product_id',
  'product_code',
  'name',
  'quantity',
  'unit_price_cents',
  'line_total_cents',
] as const;
export const SALE_PAYMENT_COLUMNS = [
  'sale_id',
  'store_id',
  'type',
  'amount_cents',
  'installments',
  'received_cents',
  'change_cents',
] as const;
export const ORDER_COLUMNS = [
  'id',
  'store_id',
  'number',
  'status',
  'customer_id',
  'customer_cpf',
  'customer_name',
  'customer_phone',
  'payment_method',
  'subtotal_cents',
  'total_cents',
  'idempotency_key',
  'created_at',
  'updated_at',
] as const;
export const ORDER_ITEM_COLUMNS = [
  'order_id',
  'store_id',
  'product_id',
  'product_code',
  'name',
  'unit_price_cents',
  'quantity',
  'line_total_cents',
] as const;

export interface Streams {
  customers: CopyWriter;
  sales: CopyWriter;
  saleItems: CopyWriter;
  salePayments: CopyWriter;
  orders: CopyWriter;
  orderItems: CopyWriter;
}

export interface ShopRefs {
  storeId: number;
  products: { id: number; code: number; name: string; priceCents: number }[];
  employees: { id: number; name: string }[];
}

/** The customers kept in memory for the sales' snapshots (name, CPF, phone). */
export interface ShopCustomers {
  nome: string[];
  cpf: string[];
  telefone: string[];
}

export async function writeCustomers(
  random: Random,
  streams: Streams,
  plan: ShopPlan,
  storeId: number,
  serialBase: number,
  now: Date,
): Promise<ShopCustomers> {
  const people: ShopCustomers = { nome: [], cpf: [], telefone: [] };
  const since = now.getTime() - 400 * 86_400_000;
  for (let i = 0; i < plan.customers; i++) {
    const p = makePerson(random, serialBase + i, now, random() < 0.08);
    people.nome.push(p.nome);
    people.cpf.push(p.cpf);
    people.telefone.push(p.telefone);
    const createdAt = new Date(since + Math.floor(random() * 380) * 86_400_000).toISOString();
    await streams.customers.row([
      String(storeId),
      p.cpf,
      field(p.nome),
      p.telefone,
      field(p.sexo),
      p.dataNascimento,
      createdAt,
    ]);
  }
  return people;
}

/** A shop's sale times, sorted (Float64Array of epoch ms). */
export function sortedTimes(count: number, random: Random, when: (r: Random) => Date): Float64Array {
  const times = new Float64Array(count);
  for (let i = 0; i < count; i++) times[i] = when(random).getTime();
  return times.sort();
}

/** Regulars buy most: a customer index skewed towards the first ones. */
const customerIndex = (random: Random, count: number) => Math.floor(count * random() ** 2.5);

export async function writeSales(
  random: Random,
  streams: Streams,
  shop: ShopRefs,
  customers: ShopCustomers & { firstId: number },
  times: Float64Array,
): Promise<void> {
  const { storeId } = shop;
  const store = String(storeId);
  const count = customers.nome.length;
  for (let i = 0; i < times.length; i++) {
    const id = randomUUID();
    const at = new Date(times[i] as number).toISOString();
    const product = pick(random, shop.products);
    const quantity = pick(random, [1, 1, 1, 2, 2, 3]);
    const total = product.priceCents * quantity;
    const employee = pick(random, shop.employees);
    const withCustomer = count > 0 && random() < 0.6;
    const c = withCustomer ? customerIndex(random, count) : -1;
    const roll = random();
    const type = roll < 0.35 ? 'pix' : roll < 0.58 ? 'debito' : roll < 0.78 ? 'credito' : 'dinheiro';
    const received = type === 'dinheiro' ? cashHandedOver(random, total) : null;
    const change = received === null ? 0 : received - total;
    await streams.sales.row([
      id,
      store,
      String(i + 1),
      c >= 0 ? String(customers.firstId + c) : '\\N',
      c >= 0 ? field(customers.nome[c] as string) : '',
      c >= 0 ? (customers.cpf[c] as string) : '',
      String(employee.id),
      field(employee.name),
      at,
      String(total),
      String(total),
      String(change),
      `escala-${i + 1}`,
      at,
    ]);
    await streams.saleItems.row([
      id,
      store,
      String(product.id),
      String(product.code),
      field(product.name),
      String(quantity),
      String(product.priceCents),
      String(total),
    ]);
    const installments = type === 'credito' && total >= 6000 ? intBetween(random, 1, 3) : 1;
    await streams.salePayments.row([
      id,
      store,
      type,
      String(total),
      String(installments),
      received === null ? '\\N' : String(received),
      String(change),
    ]);
  }
}

const ORDER_METHODS = ['pix', 'pix', 'cartao_credito', 'cartao_debito', 'dinheiro'] as const;

export async function writeOrders(
  random: Random,
  streams: Streams,
  shop: ShopRefs,
  customers: ShopCustomers & { firstId: number },
  times: Float64Array,
  now: Date,
): Promise<void> {
  const store = String(shop.storeId);
  const count = customers.nome.length;
  for (let i = 0; i < times.length; i++) {
    const id = randomUUID();
    const time = times[i] as number;
    const at = new Date(time).toISOString();
    const product = pick(random, shop.products);
    const quantity = pick(random, [1, 1, 2, 3, 6]);
    const total = product.priceCents * quantity;
    const c = customerIndex(random, count);
    // The last hours' orders are still being prepared; the newest wait for the shop.
    const age = now.getTime() - time;
    const status =
      age > 6 * 3_600_000 ? 'entregue' : age > 3_600_000 ? 'pronto' : age > 1_200_000 ? 'preparando' : 'pendente';
    await streams.orders.row([
      id,
      store,
      String(i + 1),
      status,
      String(customers.firstId + c),
      customers.cpf[c] as string,
      field(customers.nome[c] as string),
      customers.telefone[c] as string,
      pick(random, ORDER_METHODS),
      String(total),
      String(total),
      `escala-pedido-${i + 1}`,
      at,
      at,
    ]);
    await streams.orderItems.row([
      id,
      store,
      String(product.id),
      String(product.code),
      field(product.name),
      String(product.priceCents),
      String(quantity),
      String(total),
    ]);
  }
}
