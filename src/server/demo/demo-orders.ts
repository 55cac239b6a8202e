// The demo shop's online orders: delivered ones in the past, today's spread over the statuses
// with the newest still pending, each with its items and status history; the delivered ones with
// their points and cashback credited, the open ones with theirs a receber.
import { randomUUID } from 'node:crypto';
import { cashbackFor } from '../../shared/contracts/cashback.ts';
import {
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentMethod,
  placeholderEmail,
} from '../../shared/contracts/checkout.ts';
import { pointsForTotal } from '../../shared/points.ts';
import type { pointsLedger } from '../db/schema/customers.ts';
import type { cashbackEntries } from '../db/schema/loyalty.ts';
import type { orderEvents, orderItems, orders } from '../db/schema/orders.ts';
import type { DemoCustomer, HistoryOptions } from './demo-history.ts';
import { NEIGHBOURHOODS, STREETS } from './demo-people.ts';
import { intBetween, pick, type Random, saleTimeSampler, weightedSampler } from './demo-random.ts';
import { DEMO_CASHBACK, type ShopSetup } from './demo-shop.ts';

export interface OrderRows {
  orders: (typeof orders.$inferInsert)[];
  items: (typeof orderItems.$inferInsert)[];
  events: (typeof orderEvents.$inferInsert)[];
  points: (typeof pointsLedger.$inferInsert)[];
  cashback: (typeof cashbackEntries.$inferInsert)[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const METHODS: PaymentMethod[] = ['pix', 'pix', 'pix', 'cartao_credito', 'cartao_credito', 'cartao_debito', 'dinheiro'];

/** Today's orders: the newest pending, then preparing, ready; older ones delivered. */
function statusFor(index: number, at: Date, now: Date): OrderStatus {
  if (now.getTime() - at.getTime() > 6 * 3_600_000) return 'entregue';
  return (['pendente', 'pendente', 'preparando', 'pronto'] as const)[Math.min(index, 3)] as OrderStatus;
}

export function buildOrders(
  random: Random,
  shop: ShopSetup,
  customers: (DemoCustomer & { telefone: string; dataNascimento: string | null })[],
  { now, days, ordersPerDay }: Omit<HistoryOptions, 'salesPerDay'> & { ordersPerDay: number },
): OrderRows {
  const { storeId } = shop;
  const rows: OrderRows = { orders: [], items: [], events: [], points: [], cashback: [] };
  const when = saleTimeSampler(now, days);
  const shelf = shop.products.filter((p) => !p.byWeight);
  const product = weightedSampler(shelf.map((p) => p.popularity));
  const customer = weightedSampler(customers.map((_, i) => 1 / (i + 5)));
  const times = Array.from({ length: Math.round(days * ordersPerDay) }, () => when(random));
  // Always a few orders waiting today, whatever the hour the demo runs.
  for (let i = 0; i < 4; i++) times.push(new Date(now.getTime() - (5 + i * 17) * 60_000));
  times.sort((a, b) => a.getTime() - b.getTime());

  times.forEach((at, i) => {
    const id = randomUUID();
    const buyer = customers[customer(random)] as (typeof customers)[number];
    const picked = new Map<number, { p: ShopSetup['products'][number]; quantity: number }>();
    for (let k = 0; k < pick(random, [1, 2, 2, 3, 4]); k++) {
      const p = shelf[product(random)] as ShopSetup['products'][number];
      picked.set(p.id, { p, quantity: (picked.get(p.id)?.quantity ?? 0) + pick(random, [1, 1, 2, 6]) });
    }
    const lines = [...picked.values()].sort((a, b) => a.p.id - b.p.id);
    const total = lines.reduce((sum, l) => sum + l.p.priceCents * l.quantity, 0);
    const status = statusFor(times.length - 1 - i, at, now);
    const paymentMethod = pick(random, METHODS);
    const points = pointsForTotal(total);
    const cashback = cashbackFor(total, DEMO_CASHBACK);
    const delivered = status === 'entregue';
    const updatedAt = new Date(at.getTime() + ORDER_STATUSES.indexOf(status) * 15 * 60_000);
    rows.orders.push({
      id,
      storeId,
      number: i + 1,
      status,
      customerId: buyer.id,
      customerCpf: buyer.cpf,
      customerName: buyer.nome,
      customerPhone: buyer.telefone,
      customerEmail: placeholderEmail(buyer.cpf),
      addressStreet: pick(random, STREETS),
      addressNumber: String(intBetween(random, 10, 1500)),
      addressNeighborhood: pick(random, NEIGHBOURHOODS),
      addressCity: 'São Paulo',
      paymentMethod,
      changeForCents: paymentMethod === 'dinheiro' ? Math.ceil((total + 1) / 5000) * 5000 : null,
      observations:
        random() < 0.15 ? pick(random, ['Sem cebola, por favor.', 'Tocar o interfone 12.', 'Pão bem assado.']) : '',
      subtotalCents: total,
      totalCents: total,
      pointsAwarded: points,
      cashbackCents: cashback,
      rewardsCredited: delivered,
      idempotencyKey: `demo-pedido-${i + 1}`,
      createdAt: at,
      updatedAt,
    });
    for (const { p, quantity } of lines) {
      rows.items.push({
        orderId: id,
        storeId,
        productId: p.id,
        productCode: p.code,
        name: p.name,
        unitPriceCents: p.priceCents,
        quantity,
        lineTotalCents: p.priceCents * quantity,
      });
    }
    for (let s = 0; s <= ORDER_STATUSES.indexOf(status); s++) {
      const eventStatus = ORDER_STATUSES[s] as OrderStatus;
      rows.events.push({
        orderId: id,
        storeId,
        status: eventStatus,
        createdAt: new Date(at.getTime() + s * 15 * 60_000),
      });
    }
    if (!delivered) return;
    if (points > 0)
      rows.points.push({ storeId, customerId: buyer.id, delta: points, reason: 'pedido', orderId: id, createdAt: at });
    if (cashback > 0) {
      rows.cashback.push({
        storeId,
        customerId: buyer.id,
        orderId: id,
        earnedCents: cashback,
        remainingCents: cashback,
        expiresAt: new Date(at.getTime() + DEMO_CASHBACK.redeemDays * DAY_MS),
        createdAt: at,
      });
    }
  });
  return rows;
}
