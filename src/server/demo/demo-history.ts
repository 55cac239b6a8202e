// Three months of the demo shop's trade as rows: counter sales with items and payments, purchases
// validated on the Fidelidade screen, prize wheel spins, gift deliveries, online orders. The rows
// follow the services' own rules (shared sale math, points, cashback, a spin every 10 qualifying
// purchases); the caches are rebuilt from them afterwards (demo-caches.ts).
import { randomUUID } from 'node:crypto';
import { cashbackFor } from '../../shared/contracts/cashback.ts';
import { PURCHASES_PER_SPIN, wheelSlices } from '../../shared/contracts/loyalty.ts';
import { pointsForTotal } from '../../shared/points.ts';
import { type PaymentInput, saleTotals, settlePayments } from '../../shared/sale-math.ts';
import type { pointsLedger } from '../db/schema/customers.ts';
import type { cashbackEntries, giftDeliveries, loyaltyValidations, wheelSpins } from '../db/schema/loyalty.ts';
import type { saleItems, salePayments, sales } from '../db/schema/sales.ts';
import { intBetween, pick, type Random, saleTimeSampler, weightedSampler } from './demo-random.ts';
import { DEMO_CASHBACK, DEMO_MIN_PRIZE_CENTS, DEMO_PRIZES, type ShopSetup } from './demo-shop.ts';

export interface DemoCustomer {
  id: number;
  nome: string;
  cpf: string;
}

/** Rows whose ids are known before inserting (uuids) or linked by position (validations → spins). */
export interface History {
  sales: (typeof sales.$inferInsert)[];
  saleItems: (typeof saleItems.$inferInsert)[];
  salePayments: (typeof salePayments.$inferInsert)[];
  points: (typeof pointsLedger.$inferInsert)[];
  cashback: (typeof cashbackEntries.$inferInsert)[];
  validations: (typeof loyaltyValidations.$inferInsert)[];
  /** A spin of validations[validationIndex], with the gift it delivered when it was a win. */
  spins: {
    validationIndex: number;
    spin: Omit<typeof wheelSpins.$inferInsert, 'validationId'>;
    delivery: typeof giftDeliveries.$inferInsert | null;
  }[];
  deliveries: (typeof giftDeliveries.$inferInsert)[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Cash: what a customer hands over for an amount (the next R$ 5, 10, 20, 50 or 100 note). */
export function cashHandedOver(random: Random, amountCents: number): number {
  const note = pick(random, [500, 1000, 2000, 5000, 10000]);
  return Math.ceil(amountCents / note) * note + (random() < 0.2 ? note : 0);
}

function paymentsFor(random: Random, total: number): PaymentInput[] {
  const roll = random();
  if (roll < 0.08 && total > 1000) {
    const pix = Math.round(total * 0.5);
    return [
      { type: 'pix', amountCents: pix },
      { type: 'dinheiro', receivedCents: cashHandedOver(random, total - pix) },
    ];
  }
  if (roll < 0.4) return [{ type: 'pix', amountCents: total }];
  if (roll < 0.62) return [{ type: 'debito', amountCents: total }];
  if (roll < 0.8) {
    const installments = total >= 6000 && random() < 0.4 ? intBetween(random, 2, 3) : 1;
    return [{ type: 'credito', amountCents: total, installments }];
  }
  return [{ type: 'dinheiro', receivedCents: cashHandedOver(random, total) }];
}

export interface HistoryOptions {
  now: Date;
  days: number;
  salesPerDay: number;
}

/** Counter sales, Fidelidade validations, spins and gift deliveries of the last `days` days. */
export function buildCounterHistory(
  random: Random,
  shop: ShopSetup,
  customers: DemoCustomer[],
  { now, days, salesPerDay }: HistoryOptions,
): History {
  const { storeId } = shop;
  const h: History = {
    sales: [],
    saleItems: [],
    salePayments: [],
    points: [],
    cashback: [],
    validations: [],
    spins: [],
    deliveries: [],
  };
  const when = saleTimeSampler(now, days);
  const product = weightedSampler(shop.products.map((p) => p.popularity));
  // A few regulars buy most often (Zipf-like over the customers).
  const customer = weightedSampler(customers.map((_, i) => 1 / (i + 3)));
  const seller = weightedSampler(shop.employees.map((_, i) => 4 - i));

  type Event = { at: Date; kind: 'venda' | 'fidelidade' };
  const events: Event[] = [];
  for (let i = 0; i < days * salesPerDay; i++) events.push({ at: when(random), kind: 'venda' });
  for (let i = 0; i < days; i++) events.push({ at: when(random), kind: 'fidelidade' });
  events.sort((a, b) => a.at.getTime() - b.at.getTime());

  const qualifying = new Map<number, number>();
  let number = 0;
  for (const event of events) {
    const buyer =
      event.kind === 'fidelidade' || random() < 0.55 ? (customers[customer(random)] as DemoCustomer) : undefined;
    let total: number;
    let saleId: string | null = null;
    if (event.kind === 'venda') {
      number++;
      saleId = randomUUID();
      total = addSale(random, h, { storeId, shop, saleId, number, at: event.at, buyer, product, seller });
    } else {
      total = intBetween(random, 15, 80) * 100 + pick(random, [0, 50, 90]);
      const customerId = (buyer as DemoCustomer).id;
      h.points.push({ storeId, customerId, delta: pointsForTotal(total), reason: 'fidelidade', createdAt: event.at });
    }
    if (!buyer) continue;
    const qualifies = total >= DEMO_MIN_PRIZE_CENTS;
    const before = qualifying.get(buyer.id) ?? 0;
    if (qualifies) qualifying.set(buyer.id, before + 1);
    const grantsSpin = qualifies && (before + 1) % PURCHASES_PER_SPIN === 0;
    h.validations.push({
      storeId,
      customerId: buyer.id,
      purchaseCents: total,
      points: Math.floor(total / 100),
      qualifies,
      grantsSpin,
      saleId,
      idempotencyKey: saleId ? null : randomUUID(),
      createdAt: event.at,
    });
    // Spins of the last two days are left for the owner to try on the Fidelidade screen.
    if (grantsSpin && now.getTime() - event.at.getTime() > 2 * DAY_MS) {
      addSpin(random, h, shop, buyer.id, h.validations.length - 1, new Date(event.at.getTime() + 60_000));
    }
  }

  // Gifts handed over at the counter now and then.
  for (let i = 0; i < Math.max(3, Math.round(days / 6)); i++) {
    const gift = pick(random, shop.gifts);
    const buyer = customers[customer(random)] as DemoCustomer;
    const at = when(random);
    h.deliveries.push({
      storeId,
      giftId: gift.id,
      customerId: buyer.id,
      nome: gift.nome,
      custoCents: gift.custoCents,
      source: 'entrega',
      createdAt: at,
    });
  }
  return h;
}

function addSale(
  random: Random,
  h: History,
  s: {
    storeId: number;
    shop: ShopSetup;
    saleId: string;
    number: number;
    at: Date;
    buyer: DemoCustomer | undefined;
    product: (r: Random) => number;
    seller: (r: Random) => number;
  },
): number {
  const { storeId, saleId, at, buyer } = s;
  const picked = new Map<number, ShopSetup['products'][number]>();
  const lineCount = pick(random, [1, 1, 2, 2, 2, 3, 3, 4]);
  for (let i = 0; i < lineCount; i++) {
    const p = s.shop.products[s.product(random)] as ShopSetup['products'][number];
    picked.set(p.id, p);
  }
  const lines = [...picked.values()].map((p) => ({
    product: p,
    quantity: p.byWeight ? intBetween(random, 150, 1200) / 1000 : pick(random, [1, 1, 1, 1, 2, 2, 3, 6]),
    unitPriceCents: p.priceCents,
    discountCents: random() < 0.04 ? pick(random, [50, 100, 200]) : 0,
    surchargeCents: 0,
  }));
  const totals = saleTotals(lines);
  const settlement = settlePayments(totals.totalCents, paymentsFor(random, totals.totalCents));
  if (!settlement.ok) throw new Error(`demo sale payments: ${settlement.message}`);
  const employee = s.shop.employees[s.seller(random)] as ShopSetup['employees'][number];
  const points = buyer ? pointsForTotal(totals.totalCents) : 0;
  const cashback = buyer ? cashbackFor(totals.totalCents, DEMO_CASHBACK) : 0;
  h.sales.push({
    id: saleId,
    storeId,
    number: s.number,
    customerId: buyer?.id ?? null,
    customerName: buyer?.nome ?? '',
    customerCpf: buyer?.cpf ?? '',
    employeeId: employee.id,
    sellerName: employee.name,
    soldAt: at,
    itemsCents: totals.itemsCents,
    discountCents: totals.discountCents,
    surchargeCents: totals.surchargeCents,
    totalCents: totals.totalCents,
    changeCents: settlement.changeCents,
    pointsAwarded: points,
    cashbackEarnedCents: cashback,
    idempotencyKey: `demo-venda-${s.number}`,
    createdAt: at,
  });
  lines.forEach((line, i) => {
    const amounts = totals.lines[i] as (typeof totals.lines)[number];
    h.saleItems.push({
      saleId,
      storeId,
      productId: line.product.id,
      productCode: line.product.code,
      name: line.product.name,
      quantity: String(line.quantity),
      unitPriceCents: line.unitPriceCents,
      discountCents: amounts.discountCents,
      surchargeCents: amounts.surchargeCents,
      lineTotalCents: amounts.totalCents,
    });
  });
  for (const p of settlement.payments) h.salePayments.push({ saleId, storeId, ...p });
  if (buyer && points > 0)
    h.points.push({ storeId, customerId: buyer.id, delta: points, reason: 'venda', saleId, createdAt: at });
  if (buyer && cashback > 0) {
    h.cashback.push({
      storeId,
      customerId: buyer.id,
      saleId,
      earnedCents: cashback,
      remainingCents: cashback,
      expiresAt: new Date(at.getTime() + DEMO_CASHBACK.redeemDays * DAY_MS),
      createdAt: at,
    });
  }
  return totals.totalCents;
}

function addSpin(random: Random, h: History, shop: ShopSetup, customerId: number, validationIndex: number, at: Date) {
  const slices = wheelSlices(DEMO_PRIZES);
  const slot = intBetween(random, 0, slices.length - 1);
  const isLoss = slot === slices.length - 1;
  const prize = slices[slot] as string;
  const gift = shop.gifts.find((g) => g.nome === prize);
  h.spins.push({
    validationIndex,
    spin: { storeId: shop.storeId, customerId, prize, slot, isLoss, createdAt: at },
    delivery: isLoss
      ? null
      : {
          storeId: shop.storeId,
          giftId: gift?.id ?? null,
          customerId,
          nome: prize,
          custoCents: gift?.custoCents ?? 0,
          source: 'roleta',
          createdAt: at,
        },
  });
}
